import { OPERATOR_LOCAL_TIME_REFRESH_MS } from '@referrals/contracts';
import { useEffect, useState } from 'react';
import { formatLocalTime } from './invitationPageView';

/** The time at `timeZone` (the viewer's when undefined), refreshed every 60 s (spec). */
export function useLocalTime(timeZone: string | undefined): string {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), OPERATOR_LOCAL_TIME_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  return formatLocalTime(now, timeZone);
}
