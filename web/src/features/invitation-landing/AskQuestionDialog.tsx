import {
  type AskInvitationQuestionRequest,
  INVITATION_QUESTION_LIMITS as LIMITS,
  INVITATION_QUESTION_MESSAGES as M,
  questionSentText,
} from '@referrals/contracts';
import { useMutation } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { isApiError } from '../../api/client';
import { DialogFormButtons } from '../../ui/DialogFormButtons';
import { DialogSuccess } from '../../ui/DialogSuccess';
import { askQuestion } from './askQuestion';
import styles from './AskQuestionDialog.module.css';

interface AskQuestionDialogProps {
  invitationId: string;
  /** The operator's name, who will answer. */
  operatorName: string;
  onClose: () => void;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 'I have questions first': the visitor's name, email and question go to the operator, who gets
 * them on their dashboard and by email (replies go straight to the visitor). Mounted only while open.
 */
export default function AskQuestionDialog({ invitationId, operatorName, onClose }: AskQuestionDialogProps) {
  const sending = useMutation({
    mutationFn: (fields: AskInvitationQuestionRequest) =>
      askQuestion(invitationId, {
        name: fields.name.trim(),
        email: fields.email.trim(),
        question: fields.question.trim(),
      }),
  });
  const failure = sending.error
    ? isApiError(sending.error) && sending.error.status < 500
      ? sending.error.userMessage
      : M.sendFailed
    : null;

  return (
    <Modal open onCancel={onClose} title={M.dialogTitle} footer={null} destroyOnHidden centered>
      {sending.isSuccess ? (
        <DialogSuccess
          title={M.sentTitle}
          text={questionSentText(operatorName, sending.variables.email)}
          onClose={onClose}
        />
      ) : (
        <Form<AskInvitationQuestionRequest>
          layout="vertical"
          requiredMark={false}
          disabled={sending.isPending}
          onFinish={(fields) => sending.mutate(fields)}
          className={styles.form}
        >
          <p>Ask {operatorName} anything before you decide. Their reply comes to your email.</p>
          {failure ? (
            <Alert className={styles.error} type="error" showIcon message={failure} role="alert" />
          ) : null}
          <Form.Item
            name="name"
            label="Your name"
            rules={[{ required: true, whitespace: true, message: M.nameRequired }]}
          >
            <Input size="large" autoComplete="name" maxLength={LIMITS.name} autoFocus />
          </Form.Item>
          <Form.Item
            name="email"
            label="Your email"
            rules={[
              { required: true, whitespace: true, message: M.emailRequired },
              { pattern: EMAIL_PATTERN, message: M.emailInvalid },
            ]}
          >
            <Input
              size="large"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={LIMITS.email}
            />
          </Form.Item>
          <Form.Item
            name="question"
            label="Your question"
            rules={[{ required: true, whitespace: true, message: M.questionRequired }]}
          >
            <Input.TextArea rows={4} maxLength={LIMITS.question} showCount />
          </Form.Item>
          <DialogFormButtons
            onCancel={onClose}
            submitLabel="Send Question"
            pendingLabel="Sending..."
            pending={sending.isPending}
          />
        </Form>
      )}
    </Modal>
  );
}
