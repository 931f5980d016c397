import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import {
  checkLinkedinUrlLines,
  contactNameFromLinkedinUrl,
  type DoubleOptInAnswer,
  linkedinUrlLines,
  NETWORKER_JOURNEY_MESSAGES as M,
  type NetworkerContact,
  networkerContactPagesQueryKey,
} from '@referrals/contracts';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { showToast } from '../../ui/showToast';
import { MoreContacts } from '../networker-contacts/MoreContacts';
import { networkerContactsQuery } from '../networker-contacts/networkerContactsQuery';
import { useContactPages } from '../networker-contacts/useContactPages';
import styles from './DoubleOptInPage.module.css';
import { SubmittedContactCard } from './SubmittedContactCard';
import { useSubmitLinkedinContacts } from './useSubmitLinkedinContacts';

const NETWORKER_INFO_PATH = '/networker-info';

interface DoubleOptInContentProps {
  answer: DoubleOptInAnswer;
  /** Only a networker submits; the invitation's operator sees the page as a preview. */
  canSubmit: boolean;
  /** The conversation with the operator under each contact card (the messaging feature fills it). */
  conversation?: (contact: NetworkerContact) => ReactNode;
}

/** The double opt-in form and the contacts submitted under this invitation, live. */
export function DoubleOptInContent({ answer, canSubmit, conversation }: DoubleOptInContentProps) {
  const operatorName = answer.operatorProfile?.fullName ?? 'the operator';
  return (
    <main className={styles.page}>
      <Button type="link" href={NETWORKER_INFO_PATH} icon={<ArrowLeftOutlined />} className={styles.back}>
        Back to info page
      </Button>
      <section className={styles.panel} aria-labelledby="double-opt-in-title">
        <h1 id="double-opt-in-title" className={styles.title}>
          Introduce contacts to {operatorName}
        </h1>
        <p className={styles.lead}>
          Paste the LinkedIn profiles of people you know, one per line. {operatorName} reviews each one before
          you make an introduction, and both sides agree before anyone meets.
        </p>
        {canSubmit ? (
          <LinkedinUrlsForm invitationId={answer.invitation.id} />
        ) : (
          <Alert
            type="info"
            showIcon
            title="Networkers who joined this invitation submit their contacts here."
          />
        )}
      </section>
      {canSubmit ? (
        <SubmittedContacts
          invitationId={answer.invitation.id}
          initial={answer.contacts}
          conversation={conversation}
        />
      ) : null}
    </main>
  );
}

function LinkedinUrlsForm({ invitationId }: { invitationId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  const submission = useSubmitLinkedinContacts(invitationId, () => {
    setText('');
    void queryClient.invalidateQueries({ queryKey: networkerContactsQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: networkerContactPagesQueryKey() });
  });
  const names = linkedinUrlLines(text).map(contactNameFromLinkedinUrl);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkLinkedinUrlLines(text);
    if (!check.ok) {
      showToast({
        kind: 'error',
        title: M.validationErrorTitle,
        description: check.problem === 'empty' ? M.linkedinUrlsRequired : M.linkedinUrlsInvalid,
      });
      return;
    }
    submission.mutate(check.urls);
  };

  return (
    <form className={styles.panelForm} onSubmit={submit} noValidate aria-label="Submit contacts">
      <label htmlFor={`${id}-urls`} className={styles.label}>
        LinkedIn profile URLs (one per line)
      </label>
      <Input.TextArea
        id={`${id}-urls`}
        rows={5}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={'https://www.linkedin.com/in/jane-doe\nhttps://www.linkedin.com/in/omar-ali'}
      />
      {names.length > 0 ? (
        <ul className={styles.names} aria-label="Contacts to submit">
          {names.map((name, index) => (
            <li key={`${name}-${index}`}>{name}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button size="large" href={NETWORKER_INFO_PATH}>
          Cancel
        </Button>
        <Button type="primary" size="large" htmlType="submit" loading={submission.isPending}>
          Submit Contacts for Review
        </Button>
      </div>
    </form>
  );
}

interface SubmittedContactsProps {
  invitationId: string;
  initial: NetworkerContact[];
  conversation?: (contact: NetworkerContact) => ReactNode;
}

/**
 * The networker's contacts in the pipeline under this invitation, a page at a time (the next loads as the
 * list's end scrolls near); the list follows live updates (polling only while offline).
 */
function SubmittedContacts({ invitationId, initial, conversation }: SubmittedContactsProps) {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.contactStatus);
  const contacts = useContactPages('pipeline', { invitationId, refetchInterval });
  const mine = contacts.items ?? initial.filter((contact) => contact.status);
  return (
    <section className={styles.panel} aria-labelledby="submitted-title">
      <h2 id="submitted-title" className={styles.title}>
        Your submitted contacts
      </h2>
      {contacts.isPending && initial.length === 0 ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {!contacts.isPending && mine.length === 0 ? (
        <p className={styles.empty}>No contacts yet. The ones you submit appear here with their status.</p>
      ) : null}
      {mine.length > 0 ? (
        <ul className={styles.list}>
          {mine.map((contact) => (
            <SubmittedContactCard key={contact.id} contact={contact} conversation={conversation} />
          ))}
        </ul>
      ) : null}
      <MoreContacts contacts={contacts} />
    </section>
  );
}
