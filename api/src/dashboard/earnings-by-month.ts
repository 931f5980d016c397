import { centsToDecimalString, type MonthlyEarnings } from '@referrals/contracts';

const monthKey = (year: number, monthIndex: number) => {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The last `count` calendar months (UTC) as 'YYYY-MM', oldest first, the month of `now` last. */
export function recentMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    monthKey(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index)),
  );
}

/** Midnight UTC on the first day of a 'YYYY-MM' month: where a month's earnings start counting. */
export function monthStart(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 1));
}

/** Each of `months` with what was earned in it; a month without earnings shows "0.00". */
export function earningsByMonth(
  earned: readonly { month: string; amountCents: number }[],
  months: readonly string[],
): MonthlyEarnings[] {
  const cents = new Map<string, number>();
  for (const row of earned) cents.set(row.month, (cents.get(row.month) ?? 0) + row.amountCents);
  return months.map((month) => ({ month, earned: centsToDecimalString(cents.get(month) ?? 0) }));
}
