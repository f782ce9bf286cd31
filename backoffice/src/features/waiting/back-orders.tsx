import { useLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { fetchBackOrders } from '../../api/waiting-api';
import { LoadState } from '../../components/load-state';
import ui from '../../components/staff-ui.module.css';
import { useLoad } from '@shop/shared/forms';
import { formatDay } from '../../rules/staff-dates';

/** Back-ordered lines of orders still on their way, by the day they are expected (unknown last). */
export function BackOrders() {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const { loaded, reload } = useLoad('back-orders', fetchBackOrders);
  return (
    <section aria-labelledby="staff-back-orders">
      <h2 id="staff-back-orders">{t('waiting.backOrdersHeading')}</h2>
      <LoadState loaded={loaded} reload={reload}>
        {(lines) =>
          lines.length === 0 ? (
            <p>{t('waiting.noBackOrders')}</p>
          ) : (
            <div className={ui.tableWrap}>
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('waiting.expected')}</th>
                    <th scope="col">{t('waiting.order')}</th>
                    <th scope="col">{t('waiting.organization')}</th>
                    <th scope="col">{t('waiting.sku')}</th>
                    <th scope="col">{t('waiting.quantity')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <tr key={`${line.orderNumber} ${line.sku}`}>
                      <td>{line.expectedDate ? formatDay(line.expectedDate, locale) : t('waiting.unknownDate')}</td>
                      <td>{line.orderNumber}</td>
                      <td>{line.organization}</td>
                      <td>{line.sku}</td>
                      <td>{line.quantity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadState>
    </section>
  );
}
