import type { DashboardStats } from '@referrals/contracts';
import { Link } from '@tanstack/react-router';
import Skeleton from 'antd/es/skeleton';
import { statCards, type StatCard } from './statCards';
import styles from './Overview.module.css';

/** The stat cards; a networker's open the Invitations tab (spec: only networker cards are clickable). */
export function StatCardsRow({ stats }: { stats: DashboardStats | undefined }) {
  if (!stats) {
    return (
      <div className={styles.stats} aria-busy="true" aria-label="Loading figures">
        {[0, 1, 2].map((key) => (
          <div key={key} className={styles.stat}>
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </div>
        ))}
      </div>
    );
  }
  const cards = statCards(stats);
  return (
    <ul className={styles.stats} aria-label="Your figures">
      {cards.map((card) => (
        <li key={card.label}>
          {stats.role === 'networker' ? (
            <Link to="/dashboard" search={{}} className={styles.statLink}>
              <StatContent card={card} />
            </Link>
          ) : (
            <div className={styles.stat}>
              <StatContent card={card} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function StatContent({ card }: { card: StatCard }) {
  return (
    <>
      <span className={styles.statLabel}>{card.label}</span>
      <strong className={styles.statValue}>{card.value}</strong>
      <span className={styles.statHint}>{card.hint}</span>
    </>
  );
}
