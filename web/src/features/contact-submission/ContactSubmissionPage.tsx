import {
  type AuthUser,
  CONTACT_WIZARD_STEP_COUNT,
  describeTerms,
  GUIDELINE_REVEAL_DELAY_MS,
  NETWORKER_JOURNEY_MESSAGES as M,
  PRODUCT_NAME,
  termsOfInvitation,
} from '@referrals/contracts';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import { type FormEvent, useEffect, useState } from 'react';
import { showToast } from '../../ui/showToast';
import { usePageTitle } from '../../ui/usePageTitle';
import formStyles from '../auth/AuthForm.module.css';
import { AuthLayout } from '../auth/AuthLayout';
import { FormField } from '../auth/FormField';
import { QualityGuidelinesList } from '../invitation-landing/QualityGuidelinesList';
import { QualityGuidelinesReminder } from '../invitation-landing/QualityGuidelinesReminder';
import { useQualityGuidelinesSeen } from '../invitation-landing/useQualityGuidelinesSeen';
import { type ActiveInvitation, WithActiveInvitation } from '../invitation-landing/WithActiveInvitation';
import { type ContactDraft, contactDraftProblem, EMPTY_CONTACT_DRAFT, lookingFor } from './contactDraft';
import styles from './ContactSubmissionPage.module.css';
import { useContactSubmission } from './useContactSubmission';

const STEP_TITLES = ['Quality Guidelines', 'Your Contact', 'Review & Submit'] as const;

/** /contact-submission/{slug}: guidelines, the contact, then review and 'Submit Introduction'. */
export function ContactSubmissionPage({ slug, user }: { slug: string; user: AuthUser }) {
  return (
    <WithActiveInvitation slug={slug}>
      {(invitation) => <ContactWizard slug={slug} invitation={invitation} user={user} />}
    </WithActiveInvitation>
  );
}

function ContactWizard({
  slug,
  invitation,
  user,
}: {
  slug: string;
  invitation: ActiveInvitation;
  user: AuthUser;
}) {
  const operator = invitation.operatorProfile;
  const terms = describeTerms(termsOfInvitation(invitation));
  usePageTitle(`Introduce a contact to ${operator.fullName} · ${PRODUCT_NAME}`);
  // The guidelines in full once per user; after that the wizard opens on the contact, with a reminder.
  const guidelines = useQualityGuidelinesSeen(user.id);
  const [step, setStep] = useState(guidelines.seen ? 2 : 1);
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_CONTACT_DRAFT);
  const submission = useContactSubmission(slug);

  const submit = () =>
    submission.mutate({
      invitationUuid: invitation.id,
      operatorId: invitation.operatorId,
      networkerName: user.name,
      prospectName: draft.prospectName.trim(),
      prospectCompany: draft.prospectCompany.trim(),
      linkedinUrl: draft.linkedinUrl.trim() || undefined,
      networkerMessage: '',
    });

  return (
    <AuthLayout
      title={`Hi ${user.name}!`}
      subtitle={`Introduce someone you know to ${operator.fullName}${operator.company ? ` at ${operator.company}` : ''}.`}
    >
      <div className={styles.progress}>
        <span>
          Step {step} of {CONTACT_WIZARD_STEP_COUNT}: {STEP_TITLES[step - 1]}
        </span>
        <Progress
          percent={Math.round((step / CONTACT_WIZARD_STEP_COUNT) * 100)}
          showInfo={false}
          status="normal"
          strokeColor="var(--brand)"
          aria-label={`Step ${step} of ${CONTACT_WIZARD_STEP_COUNT}`}
        />
      </div>
      {step === 1 ? (
        <GuidelinesStep
          onNext={() => {
            guidelines.markSeen();
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <ContactStep
          remind={guidelines.seen}
          draft={draft}
          onChange={setDraft}
          lookingFor={lookingFor(operator)}
          onBack={() => setStep(1)}
          onNext={() => setStep(3)}
        />
      ) : null}
      {step === 3 ? (
        <section className={styles.step} aria-labelledby="review-title">
          <h2 id="review-title" className={styles.stepTitle}>
            Review your introduction
          </h2>
          <dl className={styles.review}>
            <dt>Contact</dt>
            <dd>{draft.prospectName.trim()}</dd>
            <dt>Company</dt>
            <dd>{draft.prospectCompany.trim()}</dd>
            {draft.linkedinUrl.trim() ? (
              <>
                <dt>LinkedIn profile</dt>
                <dd>{draft.linkedinUrl.trim()}</dd>
              </>
            ) : null}
          </dl>
          <h3 className={styles.stepTitle}>Potential earnings</h3>
          {terms.lines.length > 0 ? (
            <div className={styles.earnings}>
              {terms.lines.map((line) => (
                <div key={line.kind} className={styles.earning}>
                  <strong>{line.amount}</strong>
                  {line.label} · {line.when.toLowerCase()}
                </div>
              ))}
            </div>
          ) : (
            <p>{terms.headline}</p>
          )}
          <div className={styles.footer}>
            <Button size="large" onClick={() => setStep(2)} disabled={submission.isPending}>
              Back
            </Button>
            <Button type="primary" size="large" loading={submission.isPending} onClick={submit}>
              {submission.isPending ? 'Submitting...' : 'Submit Introduction'}
            </Button>
          </div>
        </section>
      ) : null}
    </AuthLayout>
  );
}

/** Step 1: the guidelines, shown after a short pause so they are read rather than skipped. */
function GuidelinesStep({ onNext }: { onNext: () => void }) {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setRevealed(true), GUIDELINE_REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section className={styles.step} aria-labelledby="guidelines-title" aria-busy={!revealed}>
      <h2 id="guidelines-title" className={styles.stepTitle}>
        Quality Connection Guidelines
      </h2>
      {revealed ? <QualityGuidelinesList /> : <p className={styles.waitingText}>A few rules first…</p>}
      <Button type="primary" size="large" block disabled={!revealed} onClick={onNext}>
        Continue
      </Button>
    </section>
  );
}

interface ContactStepProps {
  /** The guidelines step was skipped (read before): a one-line reminder stands in for it. */
  remind: boolean;
  draft: ContactDraft;
  onChange: (draft: ContactDraft) => void;
  lookingFor: string | null;
  onBack: () => void;
  onNext: () => void;
}

function ContactStep({ remind, draft, onChange, lookingFor: wanted, onBack, onNext }: ContactStepProps) {
  const set = (key: keyof ContactDraft) => (value: string) => onChange({ ...draft, [key]: value });
  const next = (event: FormEvent) => {
    event.preventDefault();
    const problem = contactDraftProblem(draft);
    if (problem) {
      showToast({ kind: 'error', title: M.missingInformationTitle, description: problem });
      return;
    }
    onNext();
  };
  return (
    <form
      className={`${styles.step} ${formStyles.form}`}
      onSubmit={next}
      noValidate
      aria-label="Your contact"
    >
      <h2 className={styles.stepTitle}>Who would you like to introduce?</h2>
      {remind ? <QualityGuidelinesReminder /> : null}
      {wanted ? (
        <p className={styles.hint}>
          <strong>Looking For:</strong> {wanted}
        </p>
      ) : null}
      <FormField id="contact-name" label="Full name *">
        <Input
          id="contact-name"
          size="large"
          value={draft.prospectName}
          onChange={(event) => set('prospectName')(event.target.value)}
        />
      </FormField>
      <FormField id="contact-company" label="Company *">
        <Input
          id="contact-company"
          size="large"
          value={draft.prospectCompany}
          onChange={(event) => set('prospectCompany')(event.target.value)}
        />
      </FormField>
      <FormField id="contact-linkedin" label="LinkedIn profile" optional>
        <Input
          id="contact-linkedin"
          size="large"
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/…"
          value={draft.linkedinUrl}
          onChange={(event) => set('linkedinUrl')(event.target.value)}
        />
      </FormField>
      <div className={styles.footer}>
        <Button size="large" onClick={onBack}>
          Back
        </Button>
        <Button type="primary" size="large" htmlType="submit">
          Review
        </Button>
      </div>
    </form>
  );
}
