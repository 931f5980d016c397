import StarFilled from '@ant-design/icons/StarFilled';
import styles from './Reviews.module.css';

/** In place of a review button once the caller's side has reviewed: the rating they gave. */
export function ReviewedBadge({ rating }: { rating: number }) {
  return (
    <span className={styles.reviewed} aria-label={`You rated this introduction ${rating} out of 5`}>
      <StarFilled aria-hidden /> Reviewed · {rating}/5
    </span>
  );
}
