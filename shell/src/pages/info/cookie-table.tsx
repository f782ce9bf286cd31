import { useTranslation } from 'react-i18next';
import styles from './info-page.module.css';

// Every cookie of spec §9, and the login's device cookie, what it is for and how long it lives (keys
// of infoPages.privacy).
const COOKIES = [
  { name: 'consent', purpose: 'consentPurpose', lifetime: 'oneYear' },
  { name: 'enabled-cookies', purpose: 'enabledCookiesPurpose', lifetime: 'oneYear' },
  { name: 'access', purpose: 'accessPurpose', lifetime: 'minutes' },
  { name: 'refresh', purpose: 'refreshPurpose', lifetime: 'days30' },
  { name: 'id', purpose: 'idPurpose', lifetime: 'days30' },
  { name: 'sd', purpose: 'sdPurpose', lifetime: 'oneYear' },
  { name: 'device', purpose: 'devicePurpose', lifetime: 'days90' },
  { name: 'locale', purpose: 'localePurpose', lifetime: 'oneYear' },
  { name: 'analytics_id', purpose: 'analyticsPurpose', lifetime: 'oneYear', optional: true },
] as const;

const COLUMNS = ['cookieName', 'cookiePurpose', 'cookieLifetime', 'cookieKind'] as const;

/** Every cell names its column: on a phone the rows stack and show the names (info-page.module.css). */
export function CookieTable() {
  const { t } = useTranslation();
  return (
    <table className={styles.table} data-testid="cookie-table">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(`infoPages.privacy.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {COOKIES.map((cookie) => (
          <tr key={cookie.name}>
            <td data-label={t('infoPages.privacy.cookieName')}>
              <code>{cookie.name}</code>
            </td>
            <td data-label={t('infoPages.privacy.cookiePurpose')}>{t(`infoPages.privacy.${cookie.purpose}`)}</td>
            <td data-label={t('infoPages.privacy.cookieLifetime')}>{t(`infoPages.privacy.${cookie.lifetime}`)}</td>
            <td data-label={t('infoPages.privacy.cookieKind')}>
              {'optional' in cookie ? t('infoPages.privacy.optional') : t('infoPages.privacy.necessary')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
