import { useTranslation } from 'react-i18next';
import formStyles from '../../forms/form.module.css';
import type { ContactCreationStatus } from '../../state/account-rules';

/** The contact creation status (spec §4) in the person's language. */
export function ContactCreationMessage({ status }: { status: ContactCreationStatus | null }) {
  const { t } = useTranslation('account');
  if (status === null) return null;
  if (status.code === 202) {
    return (
      <p className={formStyles.success} role="status">
        {t('addressBook.contactCreated')}
      </p>
    );
  }
  const demo = status.code === 403 && (status.data as { code?: unknown } | null)?.code === 'DemoAccount';
  const text = demo
    ? t('addressBook.demoAccount')
    : status.code === 409
      ? t('account.emailInUse')
      : status.code === 400
        ? t('account.invalidField')
        : status.code === 500
          ? t('organization.somethingWentWrong')
          : t('addressBook.contactNotCreated');
  return (
    <p className={formStyles.failure} role="alert">
      {text}
    </p>
  );
}
