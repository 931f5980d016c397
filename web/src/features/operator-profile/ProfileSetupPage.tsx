import {
  type AuthUser,
  needsProfileSetup,
  OPERATOR_PROFILE_MESSAGES,
  PRODUCT_NAME,
} from '@referrals/contracts';
import { Navigate, useNavigate } from '@tanstack/react-router';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useState } from 'react';
import { showToast } from '../../ui/showToast';
import { SignedInLayout } from '../../ui/SignedInLayout';
import { usePageTitle } from '../../ui/usePageTitle';
import { OperatorProfileForm } from './OperatorProfileForm';
import page from '../../ui/SignedInPage.module.css';
import { useOperatorProfile } from './useOperatorProfile';
import { useSaveOperatorProfile } from './useSaveOperatorProfile';

const REDIRECT_AFTER_SETUP_MS = 1500;

/** /profile/setup: step 1 of 1; a set-up profile goes to the dashboard, a save too after 1.5 s (spec). */
export function ProfileSetupPage({ user }: { user: AuthUser }) {
  usePageTitle(`Set up your profile · ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const { data: profile, isPending } = useOperatorProfile(user.id);
  const save = useSaveOperatorProfile(user.id);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(() => void navigate({ to: '/dashboard' }), REDIRECT_AFTER_SETUP_MS);
    return () => clearTimeout(timer);
  }, [finished, navigate]);

  if (!isPending && !finished && !needsProfileSetup(profile ?? null))
    return <Navigate to="/dashboard" replace />;

  return (
    <SignedInLayout user={user}>
      <div>
        <p className={page.lead}>Step 1 of 1</p>
        <h1 className={page.title}>
          {finished ? 'Profile Setup Complete!' : 'Set up your operator profile'}
        </h1>
        <p className={page.lead}>Networkers decide whether to help you from what you write here.</p>
      </div>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <OperatorProfileForm
          user={user}
          profile={profile ?? null}
          submitLabel="Complete Profile Setup"
          saving={save.isPending || finished}
          onSave={(input) =>
            save.mutate(input, {
              onSuccess: () => {
                showToast({
                  kind: 'success',
                  title: OPERATOR_PROFILE_MESSAGES.setupCompleteTitle,
                  description: `Welcome to ${PRODUCT_NAME}. Your profile is now ready.`,
                });
                setFinished(true);
              },
            })
          }
        />
      )}
    </SignedInLayout>
  );
}
