/** The local SMTP catcher's inbox of `npm start` (/dev/inbox/): an e-mail opened by its subject, and its HTML body. */
import { expect, type Page } from '@playwright/test';

/** Opens the newest inbox message whose subject matches, waiting for it to arrive. */
export async function openMail(page: Page, subject: RegExp): Promise<void> {
  await expect(async () => {
    await page.goto('/dev/inbox/');
    await expect(page.getByRole('link', { name: subject }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('link', { name: subject }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

export const mailBody = (page: Page) => page.frameLocator('iframe[title="Treść HTML"]').locator('body');
