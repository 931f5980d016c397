import {
  isPlausiblePhone,
  WAITLIST_CLOSE_AFTER_MS,
  WAITLIST_LIMITS as LIMITS,
  WAITLIST_MESSAGES as M,
} from '@referrals/contracts';
import { useMutation } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useEffect, useEffectEvent } from 'react';
import { DialogFormButtons } from '../../ui/DialogFormButtons';
import { DialogSuccess } from '../../ui/DialogSuccess';
import { joinWaitlist, type WaitlistFields } from './joinWaitlist';
import { isWebAddress, waitlistFailureMessage } from './waitlistForm';
import styles from './WaitlistDialog.module.css';

interface WaitlistDialogProps {
  open: boolean;
  onClose: () => void;
}

const checked = (valid: (text: string) => boolean, message: string) => ({
  validator: (_rule: unknown, value: string | undefined) =>
    !value?.trim() || valid(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
});

/**
 * The sales-operator waitlist (spec: idle, submitting, success, error). The browser's own checks are
 * off so every problem is said in the form's words, next to its field; the input types still give
 * phones the right keyboard. A success shows its message, resets the form and closes after 2 s.
 */
export default function WaitlistDialog({ open, onClose }: WaitlistDialogProps) {
  const [form] = Form.useForm<WaitlistFields>();
  const joining = useMutation({ mutationFn: joinWaitlist, onSuccess: () => form.resetFields() });

  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!joining.isSuccess) return;
    const timer = window.setTimeout(close, WAITLIST_CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [joining.isSuccess]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={() => joining.reset()}
      title={M.dialogTitle}
      footer={null}
      centered
    >
      {joining.isSuccess ? <DialogSuccess title={M.joined} onClose={onClose} /> : null}
      <Form<WaitlistFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        disabled={joining.isPending}
        onFinish={(fields) => joining.mutate(fields)}
        className={joining.isSuccess ? styles.hidden : styles.form}
      >
        <p className={styles.lead}>
          We open the marketplace to sales operators in small groups. Leave your details and we will be in
          touch when there is a place for you.
        </p>
        <Form.Item
          name="fullName"
          label="Full name"
          rules={[{ required: true, whitespace: true, message: M.fullNameRequired }]}
        >
          <Input size="large" autoComplete="name" maxLength={LIMITS.fullName} autoFocus />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={[
            { required: true, whitespace: true, message: M.emailRequired },
            { type: 'email', message: M.emailInvalid, transform: (value: string) => value.trim() },
          ]}
        >
          <Input size="large" type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.email} />
        </Form.Item>
        <Form.Item
          name="linkedinUrl"
          label="LinkedIn URL"
          rules={[
            { required: true, whitespace: true, message: M.linkedinUrlRequired },
            checked(isWebAddress, M.linkedinUrlInvalid),
          ]}
        >
          <Input
            size="large"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://linkedin.com/in/you"
            maxLength={LIMITS.linkedinUrl}
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={
            <>
              Phone <span className={styles.optional}>(optional)</span>
            </>
          }
          rules={[checked(isPlausiblePhone, M.phoneInvalid)]}
        >
          <Input size="large" type="tel" inputMode="tel" autoComplete="tel" maxLength={LIMITS.phone} />
        </Form.Item>
        {joining.isError ? (
          <Alert
            className={styles.error}
            type="error"
            showIcon
            title={waitlistFailureMessage(joining.error)}
            role="alert"
          />
        ) : null}
        <DialogFormButtons
          onCancel={onClose}
          submitLabel="Join Waitlist"
          pendingLabel="Joining..."
          pending={joining.isPending}
        />
      </Form>
    </Modal>
  );
}
