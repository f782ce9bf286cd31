import { useTranslation } from 'react-i18next';
import { REFUSAL } from '../../api/refusals';
import formStyles from '../../forms/form.module.css';
import type { OrganizationStatus } from '../../state/account-rules';
import type { AccountTexts } from '../../texts/account-texts';

type ErrorKey = Extract<keyof AccountTexts['organization'], `error_${string}`>;

/** The failed registration in the person's words: the first error code (409), or "something went wrong" (500). */
export function RegistrationOutcome({ status }: { status: OrganizationStatus | null }) {
  const { t } = useTranslation('account');
  if (status === null || !status.ordered || status.code === 202) return null;
  // Said next to the password field instead (registration-form.tsx).
  if (status.message === REFUSAL.weakPassword) return null;
  // Said next to the organisation number, with the way to claim it (registration-form.tsx).
  if (status.message === 'OrganizationNumberTaken') return null;
  let text: string;
  if (status.code === 409) {
    const key = `error_${status.message ?? 'Error'}` as ErrorKey;
    text = t([`organization.${key}`, 'organization.error_Error']);
  } else {
    text = t('organization.somethingWentWrong');
  }
  return (
    <p className={formStyles.failure} role="alert">
      {text}
    </p>
  );
}
