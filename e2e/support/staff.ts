import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Page, expect } from '@playwright/test';
import { repoRoot } from './paths';
import { totpCode } from './totp';

const run = promisify(execFile);

/**
 * The operator's command for the first staff login (`npm run staff:create -- <e-mail>`), run on a
 * stopped shop's data folder as the README says; answers the set-up link it prints.
 */
export async function createStaff(dataDir: string, email: string, publicUrl: string): Promise<string> {
  const api = path.join(repoRoot, 'api');
  const { stdout } = await run(path.join(api, 'node_modules', '.bin', 'tsx'), ['scripts/staff-create.ts', email], {
    cwd: api,
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: publicUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  });
  const link = /https?:\/\/\S+\/intern\/oppsett\?token=[A-Za-z0-9_-]+/.exec(stdout)?.[0];
  if (!link) throw new Error(`staff:create printed no set-up link: ${stdout}`);
  return link;
}

/** A staff member as a person has them: the password, the authenticator app's secret and the recovery codes. */
export interface StaffLogin {
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

/** Opens the set-up link in the browser, chooses the password, reads the secret off the page, confirms it with the app's code. */
export async function setUpStaff(page: Page, link: string, email: string, password: string): Promise<StaffLogin> {
  await page.goto(link);
  await page.getByLabel('Nytt passord').fill(password);
  await page.getByRole('button', { name: 'Lagre passordet' }).click();
  const shown = page.locator('dd[data-secret]');
  await expect(shown).toBeVisible();
  // As a person types it from the screen: the groups of four joined again.
  const secret = (await shown.textContent())!.replace(/\s/g, '');
  await expect(page.getByRole('link', { name: 'Åpne i autentiseringsappen' })).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*secret=${secret}`));
  await page.getByLabel('Sekssifret kode fra appen').fill(totpCode(secret, Date.now()));
  await page.getByRole('button', { name: 'Bekreft' }).click();
  await expect(page.getByRole('heading', { name: 'Ferdig: skriv ned gjenopprettingskodene' })).toBeVisible();
  const recoveryCodes = await page.getByRole('list', { name: 'Gjenopprettingskode' }).getByRole('listitem').allTextContents();
  return { email, password, secret, recoveryCodes: recoveryCodes.map((code) => code.trim()) };
}

/**
 * Logs in at the staff login: password, then a code. The code is the app's for the next 30-second
 * step: the one of this step may have been used a moment ago (the set-up's), and a used step is
 * refused; the shop takes one step either side.
 */
export async function logInAsStaff(page: Page, url: string, staff: StaffLogin, code: { recovery: string } | 'app' = 'app'): Promise<void> {
  await page.goto(`${url}/intern/logg-inn`);
  await page.getByLabel('E-post').fill(staff.email);
  await page.getByLabel('Passord').fill(staff.password);
  await page.getByRole('button', { name: 'Fortsett' }).click();
  if (code === 'app') {
    await page.getByLabel('Sekssifret kode').fill(totpCode(staff.secret, Date.now() + 30_000));
  } else {
    await page.getByRole('button', { name: 'Bruk en gjenopprettingskode i stedet' }).click();
    await page.getByLabel('Gjenopprettingskode').fill(code.recovery);
  }
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Det som venter' })).toBeVisible();
}

/**
 * A staff member at work: the operator's set-up link used (password and app) and then logged in,
 * as the first test of a file does it; the page stays logged in to the staff area.
 */
export async function staffAtWork(page: Page, url: string, link: string, email: string): Promise<StaffLogin> {
  const staff = await setUpStaff(page, link, email, 'intern-passord-som-er-langt');
  await logInAsStaff(page, url, staff);
  return staff;
}
