import { expect, type Page } from '@playwright/test';

/** Opens the Messaging page (the dashboard's messages tab) and the conversation with `otherParty`. */
export async function openConversation(page: Page, otherParty: string): Promise<void> {
  await page.goto('/dashboard?tab=messages');
  const list = page.getByRole('list', { name: 'Conversations' });
  await list.getByRole('button', { name: new RegExp(otherParty) }).click();
  await expect(page.getByRole('heading', { level: 3, name: otherParty })).toBeVisible();
}
