import { ROLES, type Role } from '@shop/shared/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import type { RuleMessage } from '../../forms/rules';
import styles from './people.module.css';

export interface RoleValues {
  role: Role;
  orderLimit: string;
  monthLimit: string;
}

const INVALID: RuleMessage = { key: 'people.limitInvalid' };

/**
 * The role as radio buttons, each with what it may do, and a buyer's limits per order and per
 * month (empty: none). `invalid` names the limits that are not amounts.
 */
export function RoleFields({ values, invalid, onChange }: { values: RoleValues; invalid: ReadonlyArray<'orderLimit' | 'monthLimit'>; onChange: (changes: Partial<RoleValues>) => void }) {
  const { t } = useTranslation('account');
  const name = useId();
  return (
    <>
      <fieldset className={styles.roles}>
        <legend>{t('people.role')}</legend>
        {ROLES.map((role) => (
          <label key={role} className={styles.roleChoice}>
            <input type="radio" name={name} value={role} checked={values.role === role} onChange={() => onChange({ role })} />
            <span>
              <strong>{t(`people.role_${role}`)}</strong>
              <span className={styles.roleHelp}>{t(`people.roleHelp_${role}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {values.role === 'buyer' && (
        <div className={formStyles.section}>
          <Field
            label={t('people.orderLimit')}
            inputMode="decimal"
            value={values.orderLimit}
            hint={t('people.limitHint')}
            error={invalid.includes('orderLimit') ? INVALID : undefined}
            onValue={(orderLimit) => onChange({ orderLimit })}
          />
          <Field
            label={t('people.monthLimit')}
            inputMode="decimal"
            value={values.monthLimit}
            hint={t('people.limitHint')}
            error={invalid.includes('monthLimit') ? INVALID : undefined}
            onValue={(monthLimit) => onChange({ monthLimit })}
          />
        </div>
      )}
    </>
  );
}
