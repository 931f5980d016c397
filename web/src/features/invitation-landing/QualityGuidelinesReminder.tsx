import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { QualityGuidelinesList } from './QualityGuidelinesList';
import styles from './QualityGuidelinesList.module.css';

/** One line in place of the guidelines once they were read in full, with a link that opens them again. */
export function QualityGuidelinesReminder() {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.reminder}>
      <span>Introduce only people you know and trust, and say you are paid for it.</span>
      <Button
        type="link"
        className={styles.reminderLink}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Quality guidelines
      </Button>
      <Modal
        open={open}
        title="Quality Connection Guidelines"
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            Got it
          </Button>
        }
      >
        <QualityGuidelinesList />
      </Modal>
    </div>
  );
}
