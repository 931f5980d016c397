import { AUTH_UI_MESSAGES, type AuthUser, type OwnPasskey, queryKey } from '@referrals/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import { api } from '../../api/client';
import page from '../../ui/SignedInPage.module.css';
import { showToast } from '../../ui/showToast';
import { useNow } from '../../ui/useNow';
import { addPasskeyToAccount } from '../auth/passkeys/passkeyCeremonies';
import { passkeyChangeFailureText } from '../auth/passkeys/passkeyFailure';
import { passkeyDomainProblem } from '../auth/passkeys/passkeyDomain';
import { PasskeyUnavailableNote } from '../auth/passkeys/PasskeyUnavailableNote';
import { usePasskeySupport } from '../auth/passkeys/usePasskeySupport';
import { SESSION_QUERY_KEY } from '../auth/sessionQuery';
import { ownPasskeysQuery } from './ownPasskeysQuery';
import { passkeyAdded, passkeyLabel, passkeyLastUsed } from './passkeyListText';
import styles from './PasskeysSection.module.css';
import { useConfirmIdentity } from './useConfirmIdentity';

/**
 * The signed-in user's passkeys in their profile: which devices can sign in, when each was added and
 * last used, adding one on this device, and removing one. Both changes need a recent proof of identity:
 * the server says when, and the user is asked for their password (or a passkey) before it is retried.
 */
export function PasskeysSection({ user }: { user: AuthUser }) {
  const passkeys = useQuery(ownPasskeysQuery);
  const support = usePasskeySupport();
  const now = useNow();
  const queryClient = useQueryClient();
  const { askIfNeeded, dialog } = useConfirmIdentity(user);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownPasskeysQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: queryKey('GET /api/auth/me') }),
    ]);

  const add = useMutation({
    mutationFn: () => addPasskeyToAccount(user.email),
    onSuccess: async () => {
      showToast({
        kind: 'success',
        title: 'Passkey added',
        description: 'You can now sign in with it. We emailed you about the change.',
      });
      await refresh();
    },
    onError: (error) => {
      if (askIfNeeded(error, 'add a passkey', () => add.mutate())) return;
      showToast({
        kind: 'error',
        title: AUTH_UI_MESSAGES.passkeySetupFailedTitle,
        description: passkeyChangeFailureText(error),
      });
    },
  });

  const remove = useMutation({
    mutationFn: (passkey: OwnPasskey) =>
      api('DELETE /api/auth/passkeys/:credentialId', { params: { credentialId: passkey.credentialId } }),
    onSuccess: async (_answer, passkey) => {
      showToast({
        kind: 'success',
        title: 'Passkey removed',
        description: `${passkeyLabel(passkey)} can no longer sign in.`,
      });
      await refresh();
    },
    onError: (error, passkey) => {
      if (askIfNeeded(error, 'remove a passkey', () => remove.mutate(passkey))) return;
      showToast({
        kind: 'error',
        title: 'Passkey not removed',
        description: passkeyChangeFailureText(error),
      });
    },
  });

  return (
    <section className={page.card} aria-labelledby="passkeys-title" id="passkeys">
      <div className={styles.header}>
        <div>
          <h2 id="passkeys-title" className={page.cardTitle}>
            Passkeys
          </h2>
          <p className={styles.lead}>
            Sign in with your fingerprint, face or screen lock instead of a password. We email you whenever a
            passkey is added.
          </p>
        </div>
        {support === 'available' ? (
          <Button
            size="large"
            color="primary"
            variant="solid"
            className={styles.add}
            loading={add.isPending}
            onClick={() => add.mutate()}
          >
            {add.isPending ? 'Adding passkey...' : 'Add a passkey'}
          </Button>
        ) : null}
      </div>
      {support === 'unavailable' ? (
        passkeyDomainProblem(window.location) ? (
          <PasskeyUnavailableNote className={styles.note} />
        ) : (
          <p className={styles.note} role="status">
            This browser can't create passkeys on this device. Open your profile on a phone or computer with a
            fingerprint reader, face recognition or screen lock to add one.
          </p>
        )
      ) : null}
      {passkeys.isPending ? <Skeleton active title={false} paragraph={{ rows: 2 }} /> : null}
      {passkeys.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Your passkeys could not be loaded."
          action={
            <Button size="small" onClick={() => void passkeys.refetch()}>
              Try again
            </Button>
          }
        />
      ) : null}
      {passkeys.data?.length === 0 ? <p className={styles.empty}>You have no passkeys yet.</p> : null}
      {passkeys.data && passkeys.data.length > 0 ? (
        <ul className={page.plainList} aria-label="Your passkeys">
          {passkeys.data.map((passkey) => {
            const label = passkeyLabel(passkey);
            const removing = remove.isPending && remove.variables?.credentialId === passkey.credentialId;
            return (
              <li key={passkey.credentialId} className={`${page.listItem} ${styles.item}`}>
                <div className={styles.what}>
                  <strong className={styles.device}>{label}</strong>
                  <span className={styles.when}>
                    <span>{passkeyAdded(passkey)}</span>
                    <span className={styles.separator} aria-hidden="true">
                      ·
                    </span>
                    <span>{passkeyLastUsed(passkey, now)}</span>
                  </span>
                </div>
                <Popconfirm
                  title="Remove this passkey?"
                  description={`${label} will no longer sign you in.`}
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  cancelText="Keep it"
                  onConfirm={() => remove.mutate(passkey)}
                >
                  <Button
                    danger
                    loading={removing}
                    aria-label={`Remove passkey ${label}`}
                    className={styles.remove}
                  >
                    Remove
                  </Button>
                </Popconfirm>
              </li>
            );
          })}
        </ul>
      ) : null}
      {dialog}
    </section>
  );
}
