import { type AuthUser, ROLE_LABELS } from '@referrals/contracts';
import page from '../../ui/SignedInPage.module.css';
import { PasskeysSection } from '../account-passkeys/PasskeysSection';
import { ProfileStatusCard } from '../operator-profile/ProfileStatusCard';

function signInMethods(user: AuthUser): string {
  const methods = [
    user.signInMethods.password ? 'Password' : null,
    user.signInMethods.passkeys > 0
      ? `${user.signInMethods.passkeys} passkey${user.signInMethods.passkeys === 1 ? '' : 's'}`
      : null,
    user.signInMethods.linkedin ? 'LinkedIn' : null,
  ].filter(Boolean);
  return methods.join(', ') || 'None';
}

/** /dashboard?tab=profile: the operator's profile status, the account either role signs in with, and its passkeys. */
export function ProfileTab({ user }: { user: AuthUser }) {
  return (
    <>
      {user.activeRole === 'operator' ? <ProfileStatusCard user={user} /> : null}
      <section className={page.card} aria-labelledby="account-title">
        <h2 id="account-title" className={page.cardTitle}>
          Your account
        </h2>
        <dl className={page.facts}>
          <dt>Name</dt>
          <dd>{user.name}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Roles</dt>
          <dd>{user.roles.map((role) => ROLE_LABELS[role]).join(', ')}</dd>
          <dt>Sign-in methods</dt>
          <dd>{signInMethods(user)}</dd>
        </dl>
      </section>
      <PasskeysSection user={user} />
    </>
  );
}
