/** How long a linked element stays highlighted (spec: 2 seconds). */
export const TARGET_HIGHLIGHT_MS = 2000;

/** The waits before each try to find a linked element, which may still be loading: 5 tries, from 500 ms, growing. */
export const TARGET_RETRY_DELAYS_MS = [500, 1000, 1500, 2000, 2500] as const;

/** The class that highlights a linked element (global.css). */
export const TARGET_HIGHLIGHT_CLASS = 'dashboard-target-highlight';

/** The element a link points at: by id, or by the `data-target-id` that cards and rows carry for their record's id. */
export function findDashboardTarget(page: Document, target: string): HTMLElement | null {
  return (
    page.getElementById(target) ?? page.querySelector<HTMLElement>(`[data-target-id="${CSS.escape(target)}"]`)
  );
}
