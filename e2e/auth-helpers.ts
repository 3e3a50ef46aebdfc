// Shared steps for the accounts specs.
import { expect, type Page } from '@playwright/test';

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
export const PASSWORD = 'ink-Glow-e2e-42';

/** Signs up through /auth and waits for /profile. */
export async function signUpThroughUi(page: Page, email = uniqueEmail('e2e')) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.locator('#signup-email').fill(email);
  await page.locator('#signup-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  return email;
}
