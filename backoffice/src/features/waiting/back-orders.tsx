import { useLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { fetchBackOrders } from '../../api/waiting-api';
import { LoadState } from '../../components/load-state';
import { StaffTable } from '../../components/staff-table';
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
            <StaffTable headers={[t('waiting.expected'), t('waiting.order'), t('waiting.organization'), t('waiting.sku'), t('waiting.quantity')]}>
              {lines.map((line) => (
                <tr key={`${line.orderNumber} ${line.sku}`}>
                  <td>{line.expectedDate ? formatDay(line.expectedDate, locale) : t('waiting.unknownDate')}</td>
                  <td>{line.orderNumber}</td>
                  <td>{line.organization}</td>
                  <td>{line.sku}</td>
                  <td>{line.quantity}</td>
                </tr>
              ))}
            </StaffTable>
          )
        }
      </LoadState>
    </section>
  );
}
