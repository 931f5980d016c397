import { InvitationPreview } from './InvitationPreview';
import { PreviewLoading } from './PreviewLoading';
import { PreviewUnavailableScreen } from './PreviewUnavailableScreen';
import { useInvitationPreview } from './useInvitationPreview';

/** /networker_invitation_page/{uuid}/preview and /invite/{uuid}/preview: the operator's own invitation, previewed. */
export function InvitationPreviewPage({ uuid }: { uuid: string }) {
  const { data, isPending, isError } = useInvitationPreview(uuid);
  if (isPending) return <PreviewLoading />;
  if (isError) return <PreviewUnavailableScreen reason="invitation" />;
  return <InvitationPreview data={data} />;
}
