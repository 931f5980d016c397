import type { Page } from '@playwright/test';

/**
 * What goes wrong in a page from now on: its script errors and the errors it logs (React's hydration
 * errors among them), as a list a test expects to stay empty. `ignored` leaves out logged errors the
 * test expects, such as failed requests.
 */
export function pageProblems(page: Page, ignored: (text: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignored(message.text())) problems.push(message.text());
  });
  return problems;
}
