import { PAGE_MESSAGES } from '@referrals/contracts';
import Button from 'antd/es/button';
import { useEffect, useRef } from 'react';
import styles from './LoadMore.module.css';

interface LoadMoreProps {
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
  /** What a failed page says (the list's own words). */
  failedMessage: string;
  /** The button's words, idle and loading, where "more" is not the list's own (a thread's earlier messages). */
  labels?: { load: string; loading: string };
}

/** Loads a list's next page before the user reaches its end. */
const AHEAD = '600px 0px';

/**
 * The end of a list with more to load: the next page loads as it scrolls near (watched with an
 * IntersectionObserver), and a button does the same from the keyboard, or again after a failure.
 */
export function LoadMore({
  loading,
  failed,
  onLoad,
  failedMessage,
  labels = { load: PAGE_MESSAGES.loadMore, loading: PAGE_MESSAGES.loadingMore },
}: LoadMoreProps) {
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = end.current;
    // After a failure the user retries: scrolling does not ask again and again.
    if (!element || loading || failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoad();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading, failed, onLoad]);

  return (
    <div ref={end} className={styles.loadMore} aria-live="polite">
      {failed ? <span className={styles.loadMoreFailed}>{failedMessage}</span> : null}
      <Button onClick={onLoad} loading={loading}>
        {loading ? labels.loading : failed ? 'Try again' : labels.load}
      </Button>
    </div>
  );
}
