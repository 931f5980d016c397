import LinkedinFilled from '@ant-design/icons/LinkedinFilled';
import { contactNameFromLinkedinUrl, isLinkedinProfileUrl, linkedinUrlLines } from '@referrals/contracts';
import Input from 'antd/es/input';
import { useId, useState } from 'react';
import styles from './OnboardingSlideshow.module.css';

const EXAMPLE_URLS = [
  'https://www.linkedin.com/in/jane-doe-4b2a91',
  'https://www.linkedin.com/in/marcus-lee',
].join('\n');

/** The demo of adding contacts: paste profile addresses, one per line, and see who they are. */
export function LinkedinDemoSlide({ headingId }: { headingId: string }) {
  const [text, setText] = useState(EXAMPLE_URLS);
  const fieldId = useId();
  const lines = linkedinUrlLines(text);
  return (
    <>
      <span className={`${styles.badge} ${styles.demoBadge}`} aria-hidden="true">
        <LinkedinFilled />
      </span>
      <h2 id={headingId} className={styles.heading}>
        Add contacts by LinkedIn URL
      </h2>
      <p className={styles.lead}>
        Paste the profile links of people you know, one per line. Try it: edit the links below.
      </p>
      <label className={styles.fieldLabel} htmlFor={fieldId}>
        LinkedIn profile URLs, one per line
      </label>
      <Input.TextArea
        id={fieldId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 5 }}
        spellCheck={false}
      />
      <ul className={styles.demoContacts} aria-label="Contacts from these links" aria-live="polite">
        {lines.length === 0 ? <li className={styles.demoEmpty}>Paste at least one profile link.</li> : null}
        {lines.map((line, index) =>
          isLinkedinProfileUrl(line) ? (
            <li key={`${index}-${line}`} className={styles.demoContact}>
              <span className={styles.demoAvatar} aria-hidden="true">
                {contactNameFromLinkedinUrl(line).charAt(0)}
              </span>
              <span className={styles.demoName}>{contactNameFromLinkedinUrl(line)}</span>
              <span className={styles.demoStatus}>Ready to submit</span>
            </li>
          ) : (
            <li key={`${index}-${line}`} className={`${styles.demoContact} ${styles.demoInvalid}`}>
              <span className={styles.demoName}>{line}</span>
              <span className={styles.demoStatus}>Not a linkedin.com/in/ profile link</span>
            </li>
          ),
        )}
      </ul>
    </>
  );
}
