import { Field as KernelField, type FieldProps as KernelFieldProps } from '@shop/shared/forms';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';
import type { RuleMessage } from './rules';

export interface FieldProps extends Omit<KernelFieldProps, 'error' | 'styles'> {
  error?: RuleMessage | undefined;
}

/** The kernel's labelled input in the account's look, its rule's message in the account's words. */
export function Field({ error, ...field }: FieldProps) {
  const { t } = useTranslation('account');
  return <KernelField {...field} styles={styles} error={error ? t(error.key, { count: error.count }) : undefined} />;
}
