import { formatAmount, useLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { FoundOrganization } from '../../api/organizations-api';
import ui from '../../components/staff-ui.module.css';
import { formatDay } from '../../rules/staff-dates';

/** One organisation found: its standing, its people and its newest orders. */
export function OrganizationCard({ organization }: { organization: FoundOrganization }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const standing = organization.approved ? t('organizations.approved') : organization.refused ? t('organizations.refused') : t('organizations.awaiting');
  return (
    <article aria-label={organization.name}>
      <h2>
        {organization.name} ({organization.organizationNumber})
      </h2>
      <p>{standing}</p>
      <h3>{t('organizations.people')}</h3>
      {organization.people.length === 0 ? (
        <p>{t('organizations.noPeople')}</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">{t('organizations.name')}</th>
                <th scope="col">{t('organizations.email')}</th>
                <th scope="col">{t('organizations.phone')}</th>
                <th scope="col">{t('organizations.canLogIn')}</th>
              </tr>
            </thead>
            <tbody>
              {organization.people.map((person) => (
                <tr key={person.id}>
                  <td>{person.name}</td>
                  <td>{person.email}</td>
                  <td>{person.phone ?? '–'}</td>
                  <td>{person.canLogIn ? t('common.yes') : t('common.no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>{t('organizations.orders')}</h3>
      {organization.orders.length === 0 ? (
        <p>{t('organizations.noOrders')}</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.date')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {organization.orders.map((order) => (
                <tr key={order.orderNumber}>
                  <td>{order.orderNumber}</td>
                  <td>{formatDay(order.createdAt, locale)}</td>
                  <td>{t(`orders.status_${order.status}`)}</td>
                  <td>{formatAmount(order.total, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
