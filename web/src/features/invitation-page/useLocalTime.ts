import { OPERATOR_LOCAL_TIME_REFRESH_MS } from '@referrals/contracts';
import { useEffect, useState } from 'react';
import { useHydrated } from '../../ui/useHydrated';
import { formatLocalTime } from './invitationPageView';

/**
 * The time at `timeZone` (the viewer's when undefined), refreshed every 60 s (spec). Empty while the
 * page hydrates: the server's clock and zone are not the viewer's.
 */
export function useLocalTime(timeZone: string | undefined): string {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), OPERATOR_LOCAL_TIME_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  return hydrated ? formatLocalTime(now, timeZone) : '';
}
