import { type DashboardStats, formatDollars, formatWholeDollars } from '@referrals/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import page from '../../ui/SignedInPage.module.css';
import { earningsBars, funnelStages } from './funnelStages';
import styles from './Overview.module.css';

const BRAND = '#4f46e5';
const EARNINGS = '#059669';

/** The Overview tab's two charts (recharts loads with this module only): the funnel and earnings over time. */
export default function OverviewCharts({ stats }: { stats: DashboardStats }) {
  return (
    <>
      <PipelineFunnelChart stats={stats} />
      <EarningsChart stats={stats} />
    </>
  );
}

function PipelineFunnelChart({ stats }: { stats: DashboardStats }) {
  const stages = funnelStages(stats.funnel);
  const summary = stages.map((stage) => `${stage.label}: ${stage.reached}`).join(', ');
  return (
    <section className={page.card} aria-labelledby="funnel-title">
      <h2 id="funnel-title" className={page.cardTitle}>
        Pipeline funnel
      </h2>
      <p className={styles.chartLead}>How many prospects reached each stage.</p>
      {stages[0]!.reached === 0 ? (
        <p className={styles.empty}>The funnel fills in as contacts are submitted.</p>
      ) : (
        <div className={styles.chart} role="img" aria-label={`Pipeline funnel. ${summary}`}>
          <ResponsiveContainer width="100%" height={300}>
            <BarChart data={stages} layout="vertical" margin={{ top: 4, right: 36, bottom: 4, left: 4 }}>
              <XAxis type="number" allowDecimals={false} hide />
              <YAxis type="category" dataKey="label" width={128} tickLine={false} axisLine={false} />
              <Bar dataKey="reached" fill={BRAND} radius={[0, 6, 6, 0]} isAnimationActive={false}>
                <LabelList dataKey="reached" position="right" />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </section>
  );
}

function EarningsChart({ stats }: { stats: DashboardStats }) {
  const bars = earningsBars(stats.earningsByMonth);
  const operator = stats.role === 'operator';
  const title = operator ? 'Bounties earned by your networkers' : 'Earnings over time';
  const summary = bars.map((bar) => `${bar.month}: ${formatDollars(bar.amount)}`).join(', ');
  return (
    <section className={page.card} aria-labelledby="earnings-chart-title">
      <h2 id="earnings-chart-title" className={page.cardTitle}>
        {title}
      </h2>
      <p className={styles.chartLead}>Bounties earned per month, paid or not, over the last six months.</p>
      {bars.every((bar) => bar.amount === 0) ? (
        <p className={styles.empty}>
          {operator
            ? 'Bounties appear here once your networkers reach an introduction.'
            : 'Your earnings appear here once one of your contacts reaches an introduction.'}
        </p>
      ) : (
        <div className={styles.chart} role="img" aria-label={`${title}. ${summary}`}>
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 4, left: 8 }}>
              <CartesianGrid vertical={false} stroke="#e2e8f0" />
              <XAxis dataKey="month" tickLine={false} axisLine={false} />
              <YAxis
                tickFormatter={(value: number) => formatWholeDollars(value)}
                tickLine={false}
                axisLine={false}
                width={72}
              />
              <Tooltip
                formatter={(value) => [formatDollars(Number(value)), 'Earned']}
                cursor={{ fill: '#f1f5f9' }}
              />
              <Bar dataKey="amount" fill={EARNINGS} radius={[6, 6, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </section>
  );
}
