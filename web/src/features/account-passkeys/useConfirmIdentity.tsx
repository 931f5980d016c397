import type { AuthUser } from '@referrals/contracts';
import { type ReactNode, useState } from 'react';
import { ConfirmIdentityDialog } from './ConfirmIdentityDialog';
import { needsReauthentication } from './needsReauthentication';

interface WaitingAction {
  purpose: string;
  retry: () => void;
}

/**
 * For changes the server allows only after a recent proof of identity: `askIfNeeded` tells whether an
 * error was that refusal, and if so opens the dialog that asks for the proof, then runs `retry`.
 */
export function useConfirmIdentity(user: AuthUser): {
  askIfNeeded: (error: unknown, purpose: string, retry: () => void) => boolean;
  dialog: ReactNode;
} {
  const [waiting, setWaiting] = useState<WaitingAction | null>(null);
  const askIfNeeded = (error: unknown, purpose: string, retry: () => void): boolean => {
    if (!needsReauthentication(error)) return false;
    setWaiting({ purpose, retry });
    return true;
  };
  const dialog = waiting ? (
    <ConfirmIdentityDialog
      user={user}
      purpose={waiting.purpose}
      onCancel={() => setWaiting(null)}
      onConfirmed={() => {
        setWaiting(null);
        waiting.retry();
      }}
    />
  ) : null;
  return { askIfNeeded, dialog };
}
