import LinkedinFilled from '@ant-design/icons/LinkedinFilled';
import {
  AUTH_API_MESSAGES,
  legalSectionHref,
  LINKEDIN_REGISTRATION_SCREEN,
  type LinkedInProfileData,
  NETWORKER_BIO_MAX_LENGTH,
  PRODUCT_NAME,
} from '@referrals/contracts';
import { useNavigate } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { CenteredPage } from '../../ui/CenteredPage';
import { usePageTitle } from '../../ui/usePageTitle';
import styles from './LinkedInRegistration.module.css';
import { useCompleteLinkedInRegistration } from './useCompleteLinkedInRegistration';

interface RegistrationFields {
  fullName: string;
  title: string;
  company: string;
  bio: string;
  acceptTerms: boolean;
}

interface LinkedInRegistrationFormProps {
  profile: LinkedInProfileData;
  invitationUuid?: string;
}

const FIELD_MAX_LENGTH = 200;

/** The last step of signing up with LinkedIn: check the imported profile, add a bio, accept the terms. */
export function LinkedInRegistrationForm({ profile, invitationUuid }: LinkedInRegistrationFormProps) {
  usePageTitle(`${LINKEDIN_REGISTRATION_SCREEN.heading} · ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const completion = useCompleteLinkedInRegistration();

  const submit = (fields: RegistrationFields) =>
    completion.mutate({
      linkedinData: {
        fullName: fields.fullName.trim(),
        email: profile.email,
        title: fields.title.trim(),
        company: fields.company.trim(),
      },
      invitationUuid,
      acceptTerms: fields.acceptTerms,
      bio: fields.bio.trim(),
    });

  return (
    <CenteredPage>
      <section className={styles.card} aria-labelledby="registration-heading">
        <header className={styles.header}>
          <span className={styles.source}>
            <LinkedinFilled aria-hidden="true" /> Imported from LinkedIn
          </span>
          <h1 id="registration-heading" className={styles.heading}>
            {LINKEDIN_REGISTRATION_SCREEN.heading}
          </h1>
          <p className={styles.lede}>Check the profile LinkedIn shared with us, then join as a networker.</p>
        </header>

        <dl className={styles.account}>
          <dt>Signing up as</dt>
          <dd>{profile.email}</dd>
        </dl>

        <Form<RegistrationFields>
          layout="vertical"
          requiredMark="optional"
          initialValues={{
            fullName: profile.fullName,
            title: profile.title ?? '',
            company: profile.company ?? '',
            bio: '',
            acceptTerms: false,
          }}
          onFinish={submit}
          disabled={completion.isPending}
        >
          <Form.Item
            label="Full name"
            name="fullName"
            rules={[{ required: true, whitespace: true, message: 'Full name is required' }]}
          >
            <Input autoComplete="name" maxLength={FIELD_MAX_LENGTH} />
          </Form.Item>
          <div className={styles.pair}>
            <Form.Item label="Title" name="title">
              <Input autoComplete="organization-title" maxLength={FIELD_MAX_LENGTH} />
            </Form.Item>
            <Form.Item label="Company" name="company">
              <Input autoComplete="organization" maxLength={FIELD_MAX_LENGTH} />
            </Form.Item>
          </div>
          <Form.Item label="Bio" name="bio" extra="A line or two about who you know and where.">
            <Input.TextArea rows={3} maxLength={NETWORKER_BIO_MAX_LENGTH} />
          </Form.Item>
          <Form.Item
            name="acceptTerms"
            valuePropName="checked"
            rules={[
              {
                validator: (_rule, accepted: boolean) =>
                  accepted ? Promise.resolve() : Promise.reject(new Error(AUTH_API_MESSAGES.termsRequired)),
              },
            ]}
          >
            <Checkbox>
              {LINKEDIN_REGISTRATION_SCREEN.termsLabel}{' '}
              <a href={legalSectionHref('terms')} target="_blank" rel="noreferrer">
                {LINKEDIN_REGISTRATION_SCREEN.termsLink}
              </a>
            </Checkbox>
          </Form.Item>
          <div className={styles.actions}>
            <Button size="large" onClick={() => void navigate({ to: '/' })} disabled={completion.isPending}>
              {LINKEDIN_REGISTRATION_SCREEN.cancel}
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              loading={completion.isPending}
              disabled={false}
            >
              {LINKEDIN_REGISTRATION_SCREEN.submit}
            </Button>
          </div>
        </Form>
      </section>
    </CenteredPage>
  );
}
