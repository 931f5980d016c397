import { LANDING_HEADLINE_PHRASES } from '@referrals/contracts';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import styles from './TypewriterHeadline.module.css';
import { useTypewriter } from './useTypewriter';

const LEAD_IN = 'Warm introductions, powered by';

/**
 * The landing headline. The typed phrase is hidden from assistive technology, which reads every phrase
 * once instead of a word changing letter by letter.
 */
export function TypewriterHeadline() {
  const reducedMotion = usePrefersReducedMotion();
  const typed = useTypewriter(LANDING_HEADLINE_PHRASES, !reducedMotion);

  return (
    <h1 className={styles.headline}>
      {LEAD_IN}{' '}
      <span className={styles.phraseLine} aria-hidden="true">
        <span className={styles.phrase}>{typed}</span>
        {!reducedMotion && <span className={styles.caret} />}
      </span>
      <span className={styles.visuallyHidden}>{LANDING_HEADLINE_PHRASES.join(', ')}</span>
    </h1>
  );
}
