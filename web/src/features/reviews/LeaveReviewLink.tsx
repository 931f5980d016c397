import StarOutlined from '@ant-design/icons/StarOutlined';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../ui/ButtonLink';
import { ReviewedBadge } from './ReviewedBadge';
import { reviewStatusQuery } from './reviewQueries';

/** The networker's Leave a Review, once the meeting was held: the review page for this contact, until reviewed. */
export function LeaveReviewLink({
  invitationUuid,
  prospectId,
}: {
  invitationUuid: string;
  prospectId: string;
}) {
  const status = useQuery(reviewStatusQuery(prospectId));
  if (status.data?.review) return <ReviewedBadge rating={status.data.review.rating} />;
  return (
    <ButtonLink
      to="/review/$invitationUuid"
      params={{ invitationUuid }}
      search={{ prospectId }}
      icon={<StarOutlined />}
    >
      Leave a Review
    </ButtonLink>
  );
}
