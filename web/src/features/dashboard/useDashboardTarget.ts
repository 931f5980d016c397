import { useEffect, useEffectEvent } from 'react';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import {
  findDashboardTarget,
  TARGET_HIGHLIGHT_CLASS,
  TARGET_HIGHLIGHT_MS,
  TARGET_RETRY_DELAYS_MS,
} from './dashboardTarget';

interface TargetLink {
  target?: string | undefined;
  expand?: boolean | undefined;
}

/**
 * Brings the element a link names (`?target=`) into view and highlights it for 2 seconds, trying again
 * while the lists it lives in load; `expand` also opens it. `onSettled` runs once it is found or the tries
 * run out, so the page can clear the query string and a reload does not jump again.
 */
export function useDashboardTarget({ target, expand }: TargetLink, onSettled: () => void): void {
  const reducedMotion = usePrefersReducedMotion();
  const settled = useEffectEvent(onSettled);
  useEffect(() => {
    if (!target) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let attempt = 0;
    const tryFind = () => {
      const element = findDashboardTarget(document, target);
      if (element) {
        bringIntoView(element, { expand: expand === true, smooth: !reducedMotion });
        // Not cleared with the effect: settling changes the query, which ends this effect at once.
        setTimeout(() => element.classList.remove(TARGET_HIGHLIGHT_CLASS), TARGET_HIGHLIGHT_MS);
        settled();
        return;
      }
      const delay = TARGET_RETRY_DELAYS_MS[attempt++];
      if (delay === undefined) settled();
      else timers.push(setTimeout(tryFind, delay));
    };
    tryFind();
    return () => timers.forEach(clearTimeout);
  }, [target, expand, reducedMotion]);
}

function bringIntoView(element: HTMLElement, { expand, smooth }: { expand: boolean; smooth: boolean }) {
  if (expand) {
    const toggle = element.matches('[aria-expanded="false"]')
      ? element
      : element.querySelector<HTMLElement>('[aria-expanded="false"]');
    toggle?.click();
  }
  element.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
  element.classList.add(TARGET_HIGHLIGHT_CLASS);
}
