import { useEffect } from 'react';
import { api } from '../../api/client';

/** Invitations counted during this page load (a module survives re-renders and StrictMode's double effects). */
const counted = new Set<string>();

/** Counts one opening of the public page per page load (POST /api/invitations/{uuid}/track-click); previews never call it. */
export function useTrackClickOnce(invitationId: string | undefined): void {
  useEffect(() => {
    if (!invitationId || counted.has(invitationId)) return;
    counted.add(invitationId);
    // A lost count must not disturb the visitor: failures are ignored.
    api('POST /api/invitations/:idOrSlug/track-click', { params: { idOrSlug: invitationId } }).catch(
      () => undefined,
    );
  }, [invitationId]);
}
