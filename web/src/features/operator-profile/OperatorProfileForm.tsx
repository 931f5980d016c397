import {
  type AuthUser,
  currentTimeZone,
  knownTimeZoneOr,
  OPERATOR_PROFILE_DEFAULTS,
  OPERATOR_PROFILE_LIST_FIELDS,
  OPERATOR_PROFILE_MESSAGES,
  OPERATOR_PROFILE_TEXT_FIELDS,
  type OperatorProfile,
  PAYOUT_METHOD_NAMES,
  type OperatorProfileInput,
} from '@referrals/contracts';
import AutoComplete from 'antd/es/auto-complete';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form, { type Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { type ReactNode, useState } from 'react';
import { CompanyField } from '../companies/CompanyField';
import { TimeZoneSelect } from './TimeZoneSelect';
import styles from './OperatorProfileForm.module.css';

interface OperatorProfileFormProps {
  user: AuthUser;
  profile: OperatorProfile | null;
  submitLabel: string;
  saving: boolean;
  onSave: (profile: OperatorProfileInput) => void;
  onCancel?: () => void;
}

type FormValues = Partial<OperatorProfileInput>;

const required = (label: string): Rule[] => [
  { required: true, whitespace: true, message: `${label} is required` },
];
const requiredList = (label: string): Rule[] => [
  { required: true, type: 'array', min: 1, message: `Add at least one ${label}` },
  {
    validator: (_rule, value: string[] | undefined) =>
      (value ?? []).every((entry) => entry.trim() !== '')
        ? Promise.resolve()
        : Promise.reject(new Error(OPERATOR_PROFILE_MESSAGES.emptyListEntry)),
  },
];
const optionalEmailRules: Rule[] = [{ pattern: /@/, message: OPERATOR_PROFILE_MESSAGES.invalidEmail }];
const ONLY_JOINED_NETWORKERS = 'Only networkers who accepted one of your invitations see this.';
const emailRules: Rule[] = [
  { required: true, message: OPERATOR_PROFILE_MESSAGES.invalidEmail },
  { pattern: /@/, message: OPERATOR_PROFILE_MESSAGES.invalidEmail },
];

/**
 * A list typed entry by entry: Enter or a comma adds one. Form.Item hands its control the id its label
 * points at (and the aria attributes of its help text); the typing field takes them, so the list is named.
 */
function ListInput({
  value,
  onChange,
  placeholder,
  ...field
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  placeholder: string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}) {
  return (
    <Select
      {...field}
      mode="tags"
      open={false}
      suffixIcon={null}
      tokenSeparators={[',']}
      value={value}
      onChange={(entries: string[]) => onChange?.(entries.map((entry) => entry.trim()).filter(Boolean))}
      placeholder={placeholder}
      size="large"
    />
  );
}

function Card({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={`profile-card-${step}`}>
      <h2 id={`profile-card-${step}`} className={styles.cardTitle}>
        <span className={styles.step} aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      <div className={styles.grid}>{children}</div>
    </section>
  );
}

function toInput(values: FormValues): OperatorProfileInput {
  const text = Object.fromEntries(OPERATOR_PROFILE_TEXT_FIELDS.map((field) => [field, values[field] ?? '']));
  const lists = Object.fromEntries(OPERATOR_PROFILE_LIST_FIELDS.map((field) => [field, values[field] ?? []]));
  return {
    ...(text as Pick<OperatorProfileInput, (typeof OPERATOR_PROFILE_TEXT_FIELDS)[number]>),
    ...(lists as Pick<OperatorProfileInput, (typeof OPERATOR_PROFILE_LIST_FIELDS)[number]>),
    bountyAmount: values.bountyAmount ?? OPERATOR_PROFILE_DEFAULTS.bountyAmount,
    revenueShare: values.revenueShare ?? OPERATOR_PROFILE_DEFAULTS.revenueShare,
  };
}

/** The profile editor's four numbered cards; fields marked * are required before inviting anyone. */
export function OperatorProfileForm({
  user,
  profile,
  submitLabel,
  saving,
  onSave,
  onCancel,
}: OperatorProfileFormProps) {
  const [form] = Form.useForm<FormValues>();
  const company = Form.useWatch('company', form);
  const [useAccountEmail, setUseAccountEmail] = useState(profile === null || profile.email === user.email);
  const [useAccountPhone, setUseAccountPhone] = useState(
    Boolean(user.phone) && (profile === null || profile.phone === user.phone),
  );
  // A profile saved before it had a time zone, or with a free-text one ("Pacific Time") from before
  // zones were checked, or a new one, starts with this browser's: the API takes only IANA names.
  const initialValues: FormValues = profile
    ? { ...profile, timeZoneDisplay: knownTimeZoneOr(profile.timeZoneDisplay, currentTimeZone()) }
    : {
        fullName: user.name,
        email: user.email,
        phone: user.phone ?? '',
        timeZoneDisplay: currentTimeZone(),
        bountyAmount: OPERATOR_PROFILE_DEFAULTS.bountyAmount,
        revenueShare: OPERATOR_PROFILE_DEFAULTS.revenueShare,
      };

  const toggleAccountValue = (field: 'email' | 'phone', on: boolean) => {
    if (field === 'email') setUseAccountEmail(on);
    else setUseAccountPhone(on);
    if (on) form.setFieldValue(field, field === 'email' ? user.email : (user.phone ?? ''));
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => onSave(toInput(values))}
      scrollToFirstError
      className={styles.form}
    >
      <p className={styles.notice}>
        Complete all required fields marked with a red * before sending invitations.
      </p>
      <Card step={1} title="Personal Profile">
        <Form.Item name="fullName" label="Full name" rules={required('Full name')}>
          <Input size="large" autoComplete="name" />
        </Form.Item>
        <Form.Item name="title" label="Title" rules={required('Title')}>
          <Input size="large" placeholder="Head of Sales" />
        </Form.Item>
        <Form.Item name="company" label="Company" rules={required('Company')}>
          <CompanyField />
        </Form.Item>
        <Form.Item name="location" label="Location" rules={required('Location')}>
          <Input size="large" placeholder="San Francisco, CA" />
        </Form.Item>
        <Form.Item
          name="timeZoneDisplay"
          label="Time zone"
          extra="Your local time on your invitations is shown in this zone."
        >
          <TimeZoneSelect />
        </Form.Item>
        <Form.Item name="linkedinUrl" label="LinkedIn URL" rules={required('LinkedIn URL')}>
          <Input size="large" placeholder="https://www.linkedin.com/in/you" />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={emailRules}
          extra={
            <Checkbox
              className={styles.toggle}
              checked={useAccountEmail}
              onChange={(event) => toggleAccountValue('email', event.target.checked)}
            >
              Use account email
            </Checkbox>
          }
        >
          <Input size="large" type="email" disabled={useAccountEmail} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="Phone"
          extra={
            user.phone ? (
              <Checkbox
                className={styles.toggle}
                checked={useAccountPhone}
                onChange={(event) => toggleAccountValue('phone', event.target.checked)}
              >
                Use account phone
              </Checkbox>
            ) : null
          }
        >
          <Input size="large" type="tel" disabled={useAccountPhone} />
        </Form.Item>
        <Form.Item name="profileImageUrl" label="Profile image URL">
          <Input size="large" />
        </Form.Item>
        <Form.Item name="introMessage" label="Intro message" className={styles.wide}>
          <Input.TextArea rows={3} placeholder="What networkers read first on your invitation page" />
        </Form.Item>
        <Form.Item
          name="trustQuote"
          label="Trust quote"
          className={styles.wide}
          extra="A line from a customer or colleague, shown with your card on invitations."
        >
          <Input.TextArea
            rows={2}
            placeholder="“Dana changed how we run our forecast.” (RevOps lead, Linear)"
          />
        </Form.Item>
        <Form.Item
          name="directEmail"
          label="Direct email"
          rules={optionalEmailRules}
          extra={ONLY_JOINED_NETWORKERS}
        >
          <Input size="large" type="email" />
        </Form.Item>
        <Form.Item name="directPhone" label="Direct phone" extra={ONLY_JOINED_NETWORKERS}>
          <Input size="large" type="tel" />
        </Form.Item>
        <Form.Item
          name="overrideEmail"
          label="Send my notification emails to"
          rules={optionalEmailRules}
          className={styles.wide}
          extra={`Leave empty to use ${user.email}. Password resets always go to your account email.`}
        >
          <Input size="large" type="email" />
        </Form.Item>
      </Card>

      <Card step={2} title="I Want to Meet">
        <Form.Item
          name="greetingLine"
          label="Greeting line"
          className={styles.wide}
          extra="The first line networkers read under “Hi {their name}!”."
        >
          <Input size="large" placeholder="You know the sales leaders I would love to meet." />
        </Form.Item>
        <Form.Item name="specificAskText" label="Your specific ask" className={styles.wide}>
          <Input.TextArea
            rows={2}
            placeholder="An introduction to a VP of Sales who still forecasts in spreadsheets."
          />
        </Form.Item>
        <Form.Item name="prospectsTitle" label="Who you want to meet" className={styles.wide}>
          <Input size="large" placeholder="VPs of Sales" />
        </Form.Item>
        <Form.Item
          name="prospectsDescription"
          label="Prospects description"
          rules={required('Prospects description')}
          className={styles.wide}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name="targetProspects"
          label="Target companies"
          rules={requiredList('target company')}
          className={styles.wide}
        >
          <ListInput placeholder="Type a company and press Enter" />
        </Form.Item>
      </Card>

      <Card step={3} title={`About ${company?.trim() || 'your company'}`}>
        <Form.Item name="websiteUrl" label="Website URL" rules={required('Website URL')}>
          <Input size="large" placeholder="acme.com" />
        </Form.Item>
        <Form.Item name="productName" label="Product name">
          <Input size="large" />
        </Form.Item>
        <Form.Item
          name="productSummary"
          label="Product summary"
          rules={required('Product summary')}
          className={styles.wide}
        >
          <Input size="large" />
        </Form.Item>
        <Form.Item
          name="productDescription"
          label="Product description"
          rules={required('Product description')}
          className={styles.wide}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="useCases" label="Use cases" rules={requiredList('use case')} className={styles.wide}>
          <ListInput placeholder="Type a use case and press Enter" />
        </Form.Item>
        <Form.Item
          name="customers"
          label="Customers"
          rules={requiredList('customer')}
          className={styles.wide}
        >
          <ListInput placeholder="Type a customer and press Enter" />
        </Form.Item>
      </Card>

      <Card step={4} title="Meeting Details">
        <Form.Item name="scheduleLink" label="Scheduling link">
          <Input size="large" placeholder="https://cal.com/you" />
        </Form.Item>
        <Form.Item name="meetingFormat" label="Meeting format">
          <Input size="large" placeholder="30-minute video call" />
        </Form.Item>
        <Form.Item
          name="bountyAmount"
          label="Bounty per qualified meeting ($)"
          extra="The meeting bounty a new invitation starts from; each invitation states its own terms."
        >
          <InputNumber size="large" min={0} step={0.01} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="revenueShare"
          label="Revenue share (%)"
          extra="The revenue share a new invitation starts from."
        >
          <InputNumber size="large" min={0} max={100} step={0.01} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="meetingAgenda" label="Agenda" className={styles.wide}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="meetingAttendees" label="Who joins from your side" className={styles.wide}>
          <ListInput placeholder="Type a name (and role) and press Enter" />
        </Form.Item>
        <Form.Item name="prepNotes" label="Prep notes" className={styles.wide}>
          <Input.TextArea rows={2} placeholder="What the contact may prepare, if anything" />
        </Form.Item>
        <Form.Item name="payoutMethod" label="How you pay bounties">
          <AutoComplete
            size="large"
            options={PAYOUT_METHOD_NAMES.map((method) => ({ value: method }))}
            placeholder="PayPal within 24 hours"
          />
        </Form.Item>
        <Form.Item name="terms" label="Your terms" className={styles.wide}>
          <Input.TextArea rows={2} placeholder="What counts as a qualified introduction" />
        </Form.Item>
        <Form.Item
          name="notes"
          label="Private notes"
          className={styles.wide}
          extra="Only you see your notes: they never appear on an invitation."
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="additionalNotes" label="More private notes" className={styles.wide}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Card>

      <div className={styles.actions}>
        {onCancel ? (
          <Button size="large" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="primary" htmlType="submit" size="large" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
