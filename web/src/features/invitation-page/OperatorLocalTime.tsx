import { OPERATOR_LOCAL_TIME_REFRESH_MS } from '@referrals/contracts';
import { useEffect, useRef, useState } from 'react';
import { formatLocalTime, knownTimeZone } from './invitationPageView';
import styles from './OperatorCard.module.css';

const onServer = typeof document === 'undefined';

/** When the minute holding `time` ends (the refresh period is a minute). */
const minuteEnd = (time: number) =>
  time - (time % OPERATOR_LOCAL_TIME_REFRESH_MS) + OPERATOR_LOCAL_TIME_REFRESH_MS;

/**
 * The time at the operator's stored zone ("3:07 PM PST"; the viewer's when the zone is not one Intl
 * knows), refreshed as each minute ends (spec: every 60 s), '--:--' until known.
 *
 * The server writes the operator's time into the page (the same wherever it is computed, for a zone it
 * knows) and the browser keeps that text while hydrating (suppressHydrationWarning: React neither warns
 * nor patches it), then writes its own when that minute ends. So the first paint shows the time, and the
 * page's first use of Intl, tens of milliseconds (ICU's data), stays out of the work that makes the page
 * interactive. Rendered by the browser alone (from within the app, or a zone only the viewer's clock
 * can tell), the time follows at once.
 */
export function OperatorLocalTime({ timeZone }: { timeZone: string }) {
  const element = useRef<HTMLTimeElement>(null);
  const [now, setNow] = useState<Date | null>(() => (onServer ? new Date() : null));

  useEffect(() => {
    let timer = 0;
    const refresh = () => {
      // One reading of the clock: the time shown and the wait for its minute's end agree.
      const at = Date.now();
      setNow(new Date(at));
      timer = window.setTimeout(refresh, minuteEnd(at) - at);
    };
    const servedAt = Date.parse(element.current?.dateTime ?? '');
    const servedFor = Number.isNaN(servedAt) ? 0 : minuteEnd(servedAt) - Date.now();
    timer = window.setTimeout(
      refresh,
      servedFor > 0 && servedFor <= OPERATOR_LOCAL_TIME_REFRESH_MS ? servedFor : 0,
    );
    return () => window.clearTimeout(timer);
  }, []);

  const time = now ? localTimeAt(now, timeZone) : null;
  return (
    <time
      ref={element}
      className={styles.time}
      dateTime={time ? now?.toISOString() : undefined}
      suppressHydrationWarning
    >
      {time ?? '--:--'}
    </time>
  );
}

/** The time to show, or null where only the browser can tell it: the server knows no viewer's zone. */
function localTimeAt(now: Date, timeZone: string): string | null {
  const zone = knownTimeZone(timeZone);
  return onServer && !zone ? null : formatLocalTime(now, zone);
}
