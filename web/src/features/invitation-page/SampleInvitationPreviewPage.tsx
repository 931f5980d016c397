import type { AuthUser } from '@referrals/contracts';
import { useMemo } from 'react';
import { useOperatorProfile } from '../operator-profile/useOperatorProfile';
import { InvitationPreview } from './InvitationPreview';
import { PreviewLoading } from './PreviewLoading';
import { PreviewUnavailableScreen } from './PreviewUnavailableScreen';
import { sampleInvitationPageData } from './sampleInvitation';

/** /preview-invitation: the signed-in operator's own profile on a sample invitation. */
export function SampleInvitationPreviewPage({ user }: { user: AuthUser }) {
  const { data: profile, isPending, isError } = useOperatorProfile(user.id);
  const sample = useMemo(() => (profile ? sampleInvitationPageData(profile) : null), [profile]);
  if (isPending) return <PreviewLoading />;
  if (isError) return <PreviewUnavailableScreen reason="profileFailed" />;
  if (!sample) return <PreviewUnavailableScreen reason="noProfile" />;
  return <InvitationPreview data={sample} sample />;
}
