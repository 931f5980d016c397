import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type FormEvent, useId, useState } from 'react';
import { LightButton } from '../../ui/light/LightButton';
import { LightInput } from '../../ui/light/LightInput';
import styles from './AddContactForm.module.css';
import type { LandingContact } from './landingSelections';

const EMPTY = { name: '', title: '', company: '', linkedinUrl: '' };

/** The landing page's mini form: name and company required (the button waits for both); new contacts count as approved. */
export function AddContactForm({ onAdd }: { onAdd: (contact: LandingContact) => void }) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const id = useId();
  const ready = fields.name.trim() !== '' && fields.company.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    onAdd({
      id: `local-${crypto.randomUUID()}`,
      name: fields.name.trim(),
      title: fields.title.trim(),
      company: fields.company.trim(),
      linkedinUrl: fields.linkedinUrl.trim(),
    });
    setFields(EMPTY);
  };

  if (!open) {
    return (
      <LightButton icon={<PlusOutlined aria-hidden="true" />} onClick={() => setOpen(true)}>
        Add contact
      </LightButton>
    );
  }
  const field = (
    key: keyof typeof EMPTY,
    label: string,
    extra: { required?: boolean; type?: string } = {},
  ) => (
    <label className={styles.field} htmlFor={`${id}-${key}`}>
      <span>
        {label}
        {extra.required ? <span aria-hidden="true"> *</span> : null}
      </span>
      <LightInput
        id={`${id}-${key}`}
        type={extra.type ?? 'text'}
        required={extra.required}
        value={fields[key]}
        onChange={(event) => setFields((current) => ({ ...current, [key]: event.target.value }))}
      />
    </label>
  );
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Add contact">
      {field('name', 'Name', { required: true })}
      {field('company', 'Company', { required: true })}
      {field('title', 'Title')}
      {field('linkedinUrl', 'LinkedIn URL', { type: 'url' })}
      <div className={styles.buttons}>
        <LightButton type="submit" variant="primary" disabled={!ready}>
          Add
        </LightButton>
        <LightButton
          onClick={() => {
            setOpen(false);
            setFields(EMPTY);
          }}
        >
          Done
        </LightButton>
      </div>
    </form>
  );
}
