import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useState } from 'react';
import { OperatorReviewDialog } from './OperatorReviewDialog';
import { reviewStatusQuery } from './reviewQueries';
import { ReviewedBadge } from './ReviewedBadge';

/**
 * On a prospect whose meeting was held: the operator's review of its networker, once. The spec's progress
 * card counts the review step done when a review exists, whatever the status says.
 */
export function ReviewNetworkerAction({
  prospectId,
  prospectName,
}: {
  prospectId: string;
  prospectName: string;
}) {
  const status = useQuery(reviewStatusQuery(prospectId));
  const [open, setOpen] = useState(false);
  if (!status.data) return null;
  if (status.data.review) return <ReviewedBadge rating={status.data.review.rating} />;
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        aria-label={`Review the networker who introduced ${prospectName}`}
      >
        Leave a Review
      </Button>
      {open ? (
        <OperatorReviewDialog
          prospectId={prospectId}
          prospectName={prospectName}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
