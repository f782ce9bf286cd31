import { Field as KernelField, type FieldProps as KernelFieldProps } from '@shop/shared/forms';
import styles from './staff-ui.module.css';

/** The kernel's labelled input in the staff area's look; `error` is a translated message. */
export function Field(props: Omit<KernelFieldProps, 'styles'>) {
  return <KernelField {...props} styles={styles} />;
}
