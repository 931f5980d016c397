import { type QueryKey, RATING_LABELS, type ReviewListItem } from '@referrals/contracts';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import Rate from 'antd/es/rate';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import page from '../../ui/SignedInPage.module.css';
import { reviewsGivenQuery, reviewsReceivedQuery } from './reviewQueries';
import styles from './Reviews.module.css';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** My Reviews: the reviews the user received and gave in their active role (spec's two tabs). */
export function MyReviewsPanel() {
  return (
    <section className={page.card} aria-labelledby="my-reviews-title">
      <h2 id="my-reviews-title" className={page.cardTitle}>
        My Reviews
      </h2>
      <Tabs
        items={[
          {
            key: 'received',
            label: "Reviews I've Received",
            children: (
              <ReviewList query={reviewsReceivedQuery} empty="No reviews received yet" direction="From" />
            ),
          },
          {
            key: 'given',
            label: "Reviews I've Given",
            children: <ReviewList query={reviewsGivenQuery} empty="No reviews given yet" direction="For" />,
          },
        ]}
      />
    </section>
  );
}

function ReviewList({
  query,
  empty,
  direction,
}: {
  query: UseQueryOptions<ReviewListItem[], Error, ReviewListItem[], QueryKey>;
  empty: string;
  direction: 'From' | 'For';
}) {
  const reviews = useQuery(query);
  if (reviews.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (reviews.isError) return <p role="alert">Reviews could not be loaded. Please reload the page.</p>;
  if (reviews.data.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.reviews}>
      {reviews.data.map((review) => (
        <li key={review.id} className={styles.review} data-target-id={review.id}>
          <div className={styles.reviewHeader}>
            <Rate disabled value={review.rating} aria-label={`${review.rating} out of 5`} />
            <span className={styles.muted}>{RATING_LABELS[review.rating]}</span>
          </div>
          {review.comment ? <p className={styles.comment}>{review.comment}</p> : null}
          <p className={styles.muted}>
            {direction} {review.otherPartyName} · {review.prospectName} ·{' '}
            <time dateTime={review.createdAt}>{DATE.format(new Date(review.createdAt))}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
