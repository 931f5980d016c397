import LinkOutlined from '@ant-design/icons/LinkOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import {
  NETWORKER_JOURNEY_MESSAGES as M,
  type PublicOperatorProfile,
  PRODUCT_NAME,
  type PublicInvitationAnswer,
} from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../api/client';
import { CenteredPage } from '../../ui/CenteredPage';
import { LightSpinner } from '../../ui/light/LightSpinner';
import { MessageScreen } from '../../ui/MessageScreen';
import { usePageTitle } from '../../ui/usePageTitle';
import landing from './InvitationLandingPage.module.css';
import { publicInvitationQuery } from './publicInvitationQuery';

export type ActiveInvitation = PublicInvitationAnswer & { operatorProfile: PublicOperatorProfile };

interface WithActiveInvitationProps {
  slug: string;
  /** The 'Invitation Not Found' text: the landing page and the registration form word it differently. */
  notFoundText?: string;
  children: (invitation: ActiveInvitation) => ReactNode;
}

/**
 * Loads the invitation for a page about it: a spinner, then 'Invitation Not Found', 'Invitation
 * Disabled' or a failure screen, and the page itself once the invitation and its operator are there.
 */
export function WithActiveInvitation({
  slug,
  notFoundText = M.invitationNotFoundText,
  children,
}: WithActiveInvitationProps) {
  const invitation = useQuery(publicInvitationQuery(slug));
  if (invitation.isPending) return <WaitingForInvitation text={M.loadingInvitation} />;
  if (invitation.isError) {
    const missing = isApiError(invitation.error) && invitation.error.status === 404;
    return (
      <MessageScreen
        icon={<LinkOutlined />}
        tone="danger"
        heading={missing ? M.invitationNotFoundTitle : 'Something went wrong'}
        text={missing ? notFoundText : 'The invitation could not be loaded. Please try again in a moment.'}
        homeLabel="Go to Home"
      />
    );
  }
  if (invitation.data.status !== 'active') {
    return (
      <MessageScreen
        icon={<StopOutlined />}
        tone="danger"
        heading={M.invitationDisabledTitle}
        text={M.invitationDisabledText}
        homeLabel="Go to Home"
      />
    );
  }
  const { operatorProfile } = invitation.data;
  if (!operatorProfile) return <WaitingForInvitation text={M.loadingProfile} />;
  return children({ ...invitation.data, operatorProfile });
}

export function WaitingForInvitation({ text }: { text: string }) {
  usePageTitle(`${text} · ${PRODUCT_NAME}`);
  return (
    <CenteredPage>
      <div role="status" className={landing.waiting}>
        <LightSpinner />
        <p>{text}</p>
      </div>
    </CenteredPage>
  );
}
