import { type AuthUser, OPERATOR_PROFILE_MESSAGES, PRODUCT_NAME } from '@referrals/contracts';
import { useNavigate } from '@tanstack/react-router';
import Skeleton from 'antd/es/skeleton';
import { ButtonLink } from '../../ui/ButtonLink';
import { showToast } from '../../ui/showToast';
import { SignedInLayout } from '../../ui/SignedInLayout';
import { usePageTitle } from '../../ui/usePageTitle';
import { OperatorProfileForm } from './OperatorProfileForm';
import styles from './ProfilePages.module.css';
import page from '../../ui/SignedInPage.module.css';
import { useOperatorProfile } from './useOperatorProfile';
import { useSaveOperatorProfile } from './useSaveOperatorProfile';

/** /profile/edit: the editor; a save goes back to the caller (?callback=) or to /profile. */
export function EditProfilePage({ user, callback }: { user: AuthUser; callback?: string }) {
  usePageTitle(`Edit profile · ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const { data: profile, isPending } = useOperatorProfile(user.id);
  const save = useSaveOperatorProfile(user.id);
  const leave = () => void navigate({ to: callback?.startsWith('/') ? callback : '/profile' });

  return (
    <SignedInLayout user={user}>
      <div className={styles.heading}>
        <div>
          <h1 className={page.title}>Edit Profile</h1>
          <p className={page.lead}>Networkers see this on every invitation you send.</p>
        </div>
        <ButtonLink to="/profile" size="large">
          Back to Profile
        </ButtonLink>
      </div>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <OperatorProfileForm
          user={user}
          profile={profile ?? null}
          submitLabel="Save Profile"
          saving={save.isPending}
          onCancel={leave}
          onSave={(input) =>
            save.mutate(input, {
              onSuccess: () => {
                showToast({
                  kind: 'success',
                  title: OPERATOR_PROFILE_MESSAGES.savedTitle,
                  description: OPERATOR_PROFILE_MESSAGES.savedText,
                });
                leave();
              },
            })
          }
        />
      )}
    </SignedInLayout>
  );
}
