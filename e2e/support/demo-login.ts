import { expect, type Page } from '@playwright/test';

/** The demo login of the README, seeded with the demo catalogue (two delivery addresses). */
export const DEMO = { email: 'demo@example.com', password: 'demo-passord-2020' };

/** Logs the demo retailer in through the login page and waits for the header to say so. */
export async function logInAsDemo(page: Page, shopUrl: string): Promise<void> {
  await page.goto(`${shopUrl}/min-side/logg-inn`);
  await page.getByLabel('E-post').fill(DEMO.email);
  await page.getByLabel('Passord').fill(DEMO.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profil' })).toBeVisible();
}

/**
 * Logs the page's browser context in through the login endpoint, as the login form does (the demo
 * retailer unless another login is given); the session cookies land in the context, so the next
 * page load starts logged in. Answers the person's user id.
 */
export async function logInByApi(page: Page, shopUrl: string, login: { email: string; password: string } = DEMO, locale?: 'nb' | 'en'): Promise<string> {
  // As the login page of that language asks (the shop's client names its page's language): the
  // person's mails go in the language they last logged in with.
  const headers = locale ? { 'accept-language': locale } : undefined;
  const answer = await page.request.post(`${shopUrl}/api/auth/login`, { data: { email: login.email, password: login.password }, ...(headers ? { headers } : {}) });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { userId: string }).userId;
}
