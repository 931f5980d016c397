import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import {
  NETWORKER_JOURNEY_MESSAGES as M,
  ONBOARDING_CONTINUE_DELAY_MS,
  type PublicInvitation,
  type PublicRecommendedProspect,
} from '@referrals/contracts';
import Button from 'antd/es/button';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { showToast } from '../../../ui/showToast';
import { titleAtCompany } from '../../../ui/titleAtCompany';
import { contactEarnings, dollars } from '../earnings';
import { countedRows } from '../landingSelections';
import type { LandingSelectionsState } from '../useLandingSelections';
import { ModalContactForm, type ModalContact } from './ModalContactForm';
import styles from './NetworkerRegistrationModal.module.css';

interface ReviewProspectsStepProps {
  invitation: PublicInvitation;
  prospects: readonly PublicRecommendedProspect[];
  selections: LandingSelectionsState;
  onContinue: () => void;
}

/** Step 1: approve or reject the recommended prospects, add contacts; continue appears after a second. */
export function ReviewProspectsStep({
  invitation,
  prospects,
  selections,
  onContinue,
}: ReviewProspectsStepProps) {
  const { approvals, contacts } = selections.selections;
  const { terms, fixedCentsPerContact: each } = contactEarnings(invitation);
  const [canContinue, setCanContinue] = useState(false);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setCanContinue(true), ONBOARDING_CONTINUE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const counted = countedRows(approvals, contacts);

  const saveContact = async (contact: ModalContact) => {
    try {
      const { tempId } = await api('POST /api/prospects/pre-auth', {
        body: { invitationUuid: invitation.id, prospectData: contact },
      });
      selections.addContact({
        id: tempId,
        name: contact.prospectName,
        title: contact.prospectTitle ?? '',
        company: contact.prospectCompany,
        linkedinUrl: contact.prospectLinkedinUrl ?? '',
      });
      showToast({ kind: 'success', title: M.contactAddedTitle, description: M.contactAddedText });
      setAdding(false);
    } catch {
      showToast({ kind: 'error', title: 'Error', description: M.saveProspectFailed });
    }
  };

  return (
    <div className={styles.step}>
      <h2 className={styles.stepTitle}>{"First, let's pick initial prospects"}</h2>
      {prospects.length === 0 && contacts.length === 0 ? (
        <p className={styles.emptyProspects}>
          No prospects are recommended on this invitation yet. Add people you know who fit, or continue and
          add them later.
        </p>
      ) : null}
      <ul className={styles.prospects}>
        {prospects.map((prospect) => {
          const answer = approvals[prospect.id] ?? 'unset';
          return (
            <li
              key={prospect.id}
              className={`${styles.prospect} ${answer === 'approved' ? styles.approved : ''}`}
            >
              <div className={styles.who}>
                <strong>{prospect.prospectName}</strong>
                <span>{titleAtCompany(prospect.prospectTitle, prospect.prospectCompany)}</span>
              </div>
              <span className={styles.rowTotal}>{dollars(each)}</span>
              <div
                className={styles.answerButtons}
                role="group"
                aria-label={`Your answer for ${prospect.prospectName}`}
              >
                <Button
                  size="large"
                  aria-pressed={answer === 'approved'}
                  type={answer === 'approved' ? 'primary' : 'default'}
                  icon={<CheckOutlined aria-hidden="true" />}
                  onClick={() => selections.answer(prospect.id, answer === 'approved' ? 'unset' : 'approved')}
                >
                  Approve
                </Button>
                <Button
                  size="large"
                  aria-pressed={answer === 'rejected'}
                  danger={answer === 'rejected'}
                  icon={<CloseOutlined aria-hidden="true" />}
                  onClick={() => selections.answer(prospect.id, answer === 'rejected' ? 'unset' : 'rejected')}
                >
                  Reject
                </Button>
              </div>
            </li>
          );
        })}
        {contacts.map((contact) => (
          <li key={contact.id} className={`${styles.prospect} ${styles.approved}`}>
            <div className={styles.who}>
              <strong>{contact.name}</strong>
              <span>{titleAtCompany(contact.title, contact.company)}</span>
            </div>
            <span className={styles.rowTotal}>{dollars(each)}</span>
            <span className={styles.sourceTag}>Networker Added</span>
          </li>
        ))}
      </ul>
      <p className={styles.totalLine}>
        <span>Total ({counted})</span>
        <strong>{dollars(each * counted)}</strong>
      </p>
      <p className={styles.note}>
        Per contact: {terms.summary}. Values start grey and turn black when approved; totals count approved
        prospects only.
      </p>
      {adding ? (
        <ModalContactForm onSave={saveContact} onCancel={() => setAdding(false)} />
      ) : (
        <Button size="large" onClick={() => setAdding(true)}>
          Add Contact
        </Button>
      )}
      <div className={styles.footer}>
        {canContinue ? (
          <Button type="primary" size="large" onClick={onContinue}>
            Continue to Registration
          </Button>
        ) : null}
      </div>
    </div>
  );
}
