import { messageTextProblem, MESSAGE_MAX_LENGTH } from '@referrals/contracts';
import Button from 'antd/es/button';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { isApiError } from '../../api/client';
import { composerKeyAction } from './composerKeys';
import styles from './Messaging.module.css';

interface MessageComposerProps {
  /** Who the message goes to, for the field's label ("Message Dana Demo"). */
  recipientName: string;
  /** Sends the trimmed text; the composer empties only once it resolves. */
  onSend: (message: string) => Promise<unknown>;
}

/** The text box under a thread: Enter sends, Shift+Enter starts a new line, blank text is never sent. */
export function MessageComposer({ recipientName, onSend }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const blank = messageTextProblem(text) !== null;

  const send = async () => {
    const problem = messageTextProblem(text);
    if (problem || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim());
      setText('');
    } catch (failure) {
      setError(isApiError(failure) ? failure.userMessage : 'Your message was not sent. Please try again.');
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (composerKeyAction({ ...event, isComposing: event.nativeEvent.isComposing }) !== 'send') return;
    event.preventDefault();
    void send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <textarea
        className={styles.composerInput}
        aria-label={`Message ${recipientName}`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        placeholder="Write a message…"
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button
        className={styles.sendButton}
        type="primary"
        htmlType="submit"
        loading={sending}
        disabled={blank}
      >
        {sending ? 'Sending…' : 'Send'}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className={styles.composerError}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
