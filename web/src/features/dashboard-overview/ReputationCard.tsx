import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import Rate from 'antd/es/rate';
import Skeleton from 'antd/es/skeleton';
import page from '../../ui/SignedInPage.module.css';
import { reviewAverageQuery } from '../reviews/reviewQueries';
import styles from './Overview.module.css';

/** The user's reputation in their active role: the average of the reviews they received. */
export function ReputationCard() {
  const average = useQuery(reviewAverageQuery);
  return (
    <section className={page.card} aria-labelledby="reputation-title">
      <h2 id="reputation-title" className={page.cardTitle}>
        Reputation
      </h2>
      {average.isPending ? <Skeleton active title={false} paragraph={{ rows: 2 }} /> : null}
      {average.isError ? (
        <p role="alert">Your reputation could not be loaded. Please reload the page.</p>
      ) : null}
      {average.data ? (
        average.data.totalReviews === 0 ? (
          <p className={styles.empty}>No reviews received yet. Reviews open once a meeting has been held.</p>
        ) : (
          <div className={styles.reputation}>
            <strong className={styles.statValue}>{average.data.averageRating.toFixed(1)}</strong>
            <Rate
              disabled
              allowHalf
              value={Math.round(average.data.averageRating * 2) / 2}
              aria-label={`Rated ${average.data.averageRating.toFixed(1)} out of 5`}
            />
            <span className={styles.statHint}>
              from {average.data.totalReviews} review{average.data.totalReviews === 1 ? '' : 's'}
            </span>
          </div>
        )
      ) : null}
      <Link to="/dashboard" search={{ tab: 'reviews' }} className={styles.cardLink}>
        See your reviews
      </Link>
    </section>
  );
}
