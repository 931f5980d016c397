import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { INVITATION_MESSAGES, INVITATION_PREVIEW_QUESTION_TIMING } from '@referrals/contracts';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useEffect, useEffectEvent, useState } from 'react';
import { DialogFormButtons } from '../../ui/DialogFormButtons';
import { DialogSuccess } from '../../ui/DialogSuccess';
import styles from './PreviewQuestionDialog.module.css';

interface PreviewQuestionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The operator's first name, for the title. */
  operatorName: string;
}

interface QuestionFields {
  name: string;
  question: string;
}

type Phase = 'asking' | 'sending' | 'sent';

const { sendingMs, closeAfterMs } = INVITATION_PREVIEW_QUESTION_TIMING;

/**
 * The preview's ask-a-question form, a simulation (spec): name and question must not be blank; a
 * pretend send of 1 s, then 'Message Sent! (Preview Mode)', and the dialog closes 3 s later. Nothing
 * leaves the browser. Loaded on demand, so the page paints without antd's form and modal code.
 */
export default function PreviewQuestionDialog({ open, onClose, operatorName }: PreviewQuestionDialogProps) {
  const [phase, setPhase] = useState<Phase>('asking');
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (phase === 'asking') return;
    const timer = window.setTimeout(
      () => (phase === 'sending' ? setPhase('sent') : close()),
      phase === 'sending' ? sendingMs : closeAfterMs,
    );
    return () => window.clearTimeout(timer);
  }, [phase]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={() => setPhase('asking')}
      title={`Ask ${operatorName} a question`}
      footer={null}
      destroyOnHidden
      centered
    >
      {phase === 'sent' ? (
        <DialogSuccess
          title={INVITATION_MESSAGES.previewMessageSent}
          text="Nothing was sent: this is a preview."
        />
      ) : (
        <Form<QuestionFields>
          layout="vertical"
          requiredMark={false}
          disabled={phase === 'sending'}
          onFinish={() => setPhase('sending')}
          className={styles.form}
        >
          <p className={styles.note}>
            <EyeOutlined aria-hidden="true" />
            <span>Preview mode: you can try this form, but nothing is sent to anyone.</span>
          </p>
          <Form.Item
            name="name"
            label="Your name"
            rules={[{ required: true, whitespace: true, message: 'Please enter your name.' }]}
          >
            <Input autoComplete="name" maxLength={200} />
          </Form.Item>
          <Form.Item
            name="question"
            label="Your question"
            rules={[{ required: true, whitespace: true, message: 'Please enter your question.' }]}
          >
            <Input.TextArea rows={4} maxLength={2000} />
          </Form.Item>
          <DialogFormButtons
            onCancel={onClose}
            submitLabel="Send Question"
            pendingLabel="Sending..."
            pending={phase === 'sending'}
            size="middle"
          />
        </Form>
      )}
    </Modal>
  );
}
