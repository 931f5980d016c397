import {
  type CreateInvitationRequest,
  DEFAULT_REVENUE_SHARE_MONTHS,
  INVITATION_MESSAGES,
  invitationSlug,
} from '@referrals/contracts';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { showToast } from '../../ui/showToast';
import { BountyInputs } from './BountyInputs';
import { ProfileGate } from './ProfileGate';
import { useCreateInvitation } from './useInvitationMutations';
import styles from './InvitationsPanel.module.css';

interface FormValues {
  fullName?: string;
  jobTitle?: string;
  company?: string;
  email?: string;
  linkedinUrl?: string;
  introEmailBounty?: number | null;
  referralBounty?: number | null;
  revShareBounty?: number | null;
  revenueSharePercent?: number;
  revenueShareMonths?: number;
  slug?: string;
}

const trimmedOrOmitted = (value: string | undefined) => value?.trim() || undefined;

/** The spec's payload: the networker's details under its prospect… and target… names, bounties as decimals. */
function toRequest(values: FormValues): CreateInvitationRequest {
  return {
    prospectName: values.fullName?.trim(),
    targetName: values.fullName?.trim(),
    prospectTitle: trimmedOrOmitted(values.jobTitle),
    prospectCompany: trimmedOrOmitted(values.company),
    targetEmail: trimmedOrOmitted(values.email),
    prospectLinkedinUrl: trimmedOrOmitted(values.linkedinUrl),
    introEmailBounty: values.introEmailBounty ?? null,
    referralBounty: values.referralBounty ?? null,
    revShareBounty: values.revShareBounty ?? null,
    revenueSharePercent: values.revenueSharePercent,
    revenueShareMonths: values.revenueShareMonths,
    slug: trimmedOrOmitted(values.slug),
  };
}

const toastNameRequired = () =>
  showToast({
    kind: 'error',
    title: INVITATION_MESSAGES.nameRequiredTitle,
    description: INVITATION_MESSAGES.fullNameRequired,
  });

/** The slug the server will use, with "…" for the timestamp it adds to a generated one. */
function slugPreview(fullName: string, chosen: string | undefined): string {
  if (chosen?.trim()) return chosen.trim().toLowerCase();
  return invitationSlug(fullName, undefined, new Date(0)).replace(/-0$/, '-…');
}

interface CreateInvitationFormProps {
  /** Labels of required profile fields still empty; creating is blocked until there are none. */
  missingProfileFields: string[];
  /** The operator profile's defaults a new invitation's terms start from (ADR 0022). */
  defaults: { bountyAmount: number; revenueShare: number };
  onCreated: (invitation: { id: string; slug: string }) => void;
}

/** Invite a networker: who they are, the three bounties, and an optional link name. */
export function CreateInvitationForm({
  missingProfileFields,
  defaults,
  onCreated,
}: CreateInvitationFormProps) {
  const [form] = Form.useForm<FormValues>();
  const create = useCreateInvitation();
  const fullName = Form.useWatch('fullName', form) ?? '';
  const chosenSlug = Form.useWatch('slug', form);
  const blocked = missingProfileFields.length > 0;

  const submit = (values: FormValues) => {
    if (!values.fullName?.trim()) return toastNameRequired();
    create.mutate(toRequest(values), {
      onSuccess: (created) => {
        form.resetFields();
        onCreated(created);
      },
    });
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={{
        referralBounty: defaults.bountyAmount,
        revenueSharePercent: defaults.revenueShare,
        revenueShareMonths: DEFAULT_REVENUE_SHARE_MONTHS,
      }}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => {
        if (errorFields.some((field) => field.name[0] === 'fullName')) toastNameRequired();
      }}
      disabled={blocked}
      requiredMark
      className={styles.createForm}
    >
      {blocked ? <ProfileGate missing={missingProfileFields} /> : null}
      <div className={styles.formGrid}>
        <Form.Item
          name="fullName"
          label="Full name"
          rules={[{ required: true, whitespace: true, message: INVITATION_MESSAGES.fullNameRequired }]}
        >
          <Input size="large" placeholder="Nora Networker" autoComplete="off" />
        </Form.Item>
        <Form.Item name="jobTitle" label="Job title">
          <Input size="large" placeholder="Partner" autoComplete="off" />
        </Form.Item>
        <Form.Item name="company" label="Company">
          <Input size="large" placeholder="Northwind Ventures" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={[{ type: 'email', message: 'Please enter a valid email address.' }]}
        >
          <Input size="large" type="email" placeholder="nora@example.com" autoComplete="off" />
        </Form.Item>
        <Form.Item name="linkedinUrl" label="LinkedIn URL" className={styles.wide}>
          <Input size="large" type="url" placeholder="https://www.linkedin.com/in/nora" autoComplete="off" />
        </Form.Item>
      </div>
      <fieldset className={styles.bounties}>
        <legend>Bounties per introduction</legend>
        <BountyInputs size="large" />
      </fieldset>
      <Form.Item
        name="slug"
        label="Link name (optional)"
        extra={`The link also opens at /invite/${slugPreview(fullName, chosenSlug)}`}
        rules={[
          { pattern: /^\s*[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\s*$/, message: INVITATION_MESSAGES.slugInvalid },
        ]}
      >
        <Input size="large" placeholder="nora-at-northwind" autoComplete="off" />
      </Form.Item>
      <div className={styles.formActions}>
        <Button type="primary" htmlType="submit" size="large" loading={create.isPending} disabled={blocked}>
          {blocked ? INVITATION_MESSAGES.completeProfileFirst : 'Create Invitation'}
        </Button>
      </div>
    </Form>
  );
}
