import LinkOutlined from '@ant-design/icons/LinkOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import {
  NETWORKER_JOURNEY_MESSAGES as M,
  type NetworkerContact,
  PRODUCT_NAME,
  type UserRole,
} from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { isApiError } from '../../api/client';
import { MessageScreen } from '../../ui/MessageScreen';
import { usePageTitle } from '../../ui/usePageTitle';
import { useSession } from '../auth/useSession';
import { WaitingForInvitation } from '../invitation-landing/WithActiveInvitation';
import { ProspectConversation } from '../messaging/ProspectConversation';
import { doubleOptInQuery } from './doubleOptInQuery';
import { DoubleOptInContent } from './DoubleOptInContent';

/** /double-opt-in/{uuid}: signed-in networkers paste LinkedIn profiles and follow each contact's status. */
export function DoubleOptInPage({ uuid }: { uuid: string }) {
  usePageTitle(`Double opt-in · ${PRODUCT_NAME}`);
  const session = useSession();
  if (session.isPending) return <WaitingForInvitation text={M.loadingInvitation} />;
  if (!session.user) {
    return (
      <MessageScreen
        icon={<LockOutlined />}
        tone="brand"
        heading={M.doubleOptInAuthRequiredTitle}
        text="Please sign in to submit your contacts for this invitation."
        homeLabel="Sign In"
        homeTo="/login"
        homeIcon={<LoginOutlined aria-hidden="true" />}
      />
    );
  }
  return <SignedInDoubleOptIn uuid={uuid} activeRole={session.user.activeRole} />;
}

function SignedInDoubleOptIn({ uuid, activeRole }: { uuid: string; activeRole: UserRole }) {
  const page = useQuery(doubleOptInQuery(uuid));
  if (page.isPending) return <WaitingForInvitation text={M.loadingInvitation} />;
  if (page.isError) {
    const status = isApiError(page.error) ? page.error.status : 0;
    if (status === 401) return <Navigate to="/login" replace />;
    if (status === 403) {
      return (
        <MessageScreen
          icon={<StopOutlined />}
          tone="danger"
          heading={M.accessDeniedTitle}
          text={M.notOnInvitation}
          homeLabel="Go to Dashboard"
          homeTo="/dashboard"
        />
      );
    }
    return (
      <MessageScreen
        icon={<LinkOutlined />}
        tone="danger"
        heading={status === 404 ? M.invitationNotFoundTitle : 'Something went wrong'}
        text={status === 404 ? M.invitationNotFoundText : 'Failed to load page data'}
        homeLabel="Go to Dashboard"
        homeTo="/dashboard"
      />
    );
  }
  const networker = activeRole === 'networker';
  return (
    <DoubleOptInContent
      answer={page.data}
      canSubmit={networker}
      conversation={networker ? contactConversation : undefined}
    />
  );
}

/** Under each card, the real conversation with the operator about that contact. */
function contactConversation(contact: NetworkerContact) {
  return (
    <ProspectConversation
      withUserId={contact.operatorId}
      prospectId={contact.id}
      prospectName={contact.prospectName}
    />
  );
}
