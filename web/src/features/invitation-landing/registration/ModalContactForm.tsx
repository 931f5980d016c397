import { NETWORKER_JOURNEY_MESSAGES as M, type NewContactFields } from '@referrals/contracts';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { type FormEvent, useId, useState } from 'react';
import { showToast } from '../../../ui/showToast';
import styles from './NetworkerRegistrationModal.module.css';

export type ModalContact = NewContactFields;

const EMPTY = {
  prospectName: '',
  prospectTitle: '',
  prospectCompany: '',
  prospectLinkedinUrl: '',
  networkerNotes: '',
};
const LABELS: Record<keyof typeof EMPTY, string> = {
  prospectName: "Contact's full name *",
  prospectTitle: 'Job title',
  prospectCompany: 'Company *',
  prospectLinkedinUrl: 'LinkedIn profile (optional)',
  networkerNotes: 'Why is this a good match? (optional)',
};

/** The modal's 'Add Contact' form: name and company required, fields trimmed; cleared when closed. */
export function ModalContactForm({
  onSave,
  onCancel,
}: {
  onSave: (contact: ModalContact) => Promise<void>;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState(EMPTY);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, value.trim()]),
    ) as typeof EMPTY;
    if (!trimmed.prospectName || !trimmed.prospectCompany) {
      showToast({ kind: 'error', title: M.missingInformationTitle, description: M.contactNameAndCompany });
      return;
    }
    setSaving(true);
    await onSave({
      prospectName: trimmed.prospectName,
      prospectCompany: trimmed.prospectCompany,
      prospectTitle: trimmed.prospectTitle || undefined,
      prospectLinkedinUrl: trimmed.prospectLinkedinUrl || undefined,
      networkerNotes: trimmed.networkerNotes || undefined,
    });
    setSaving(false);
  };
  return (
    <form className={styles.contactForm} onSubmit={(event) => void submit(event)} aria-label="Add Contact">
      {(Object.keys(EMPTY) as (keyof typeof EMPTY)[]).map((key) => (
        <label key={key} className={styles.field} htmlFor={`${id}-${key}`}>
          <span>{LABELS[key]}</span>
          {key === 'networkerNotes' ? (
            <Input.TextArea
              id={`${id}-${key}`}
              rows={3}
              value={fields[key]}
              onChange={(event) => setFields((current) => ({ ...current, [key]: event.target.value }))}
            />
          ) : (
            <Input
              id={`${id}-${key}`}
              size="large"
              type={key === 'prospectLinkedinUrl' ? 'url' : 'text'}
              value={fields[key]}
              onChange={(event) => setFields((current) => ({ ...current, [key]: event.target.value }))}
            />
          )}
        </label>
      ))}
      <div className={styles.buttons}>
        <Button htmlType="submit" type="primary" size="large" loading={saving}>
          Save Contact
        </Button>
        <Button size="large" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
