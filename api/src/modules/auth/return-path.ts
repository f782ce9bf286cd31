import { mailedPagePath } from '@shop/shared/contracts';
import { type Locale, localeOfPath } from '@shop/shared/routes';

/** The login page in the language of the page the person came from, carrying where to go back to. */
export function loginPageFor(returnPath: string | null, fallbackLocale: Locale): string {
  const locale = returnPath === null ? fallbackLocale : localeOfPath(returnPath);
  const login = mailedPagePath('account-login', locale);
  return returnPath === null ? login : `${login}?returnTo=${encodeURIComponent(returnPath)}`;
}
