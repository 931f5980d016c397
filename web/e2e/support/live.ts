import { expect, type Page } from '@playwright/test';

/**
 * How long a change may take to reach another browser's open screen: generous, since a busy CI machine
 * delays every hop (command, projection, socket, refetch). What proves the socket carried it is
 * expectLiveConnection, not the bound.
 */
export const LIVE = { timeout: 15_000 };

/**
 * The page's live-update socket is connected. The app polls only while it is down (its fallback
 * refetches), so a change that then appears without a reload came over the socket.
 */
export async function expectLiveConnection(page: Page): Promise<void> {
  await expect(page.locator('[data-live]')).toHaveAttribute('data-live', 'connected');
}
