import { useTranslation } from 'react-i18next';
import { setNewPassword } from '../../api/password-reset-api';
import { REFUSAL } from '../../api/refusals';
import { PasswordSettingForm } from '../../forms/password-setting-form';

/**
 * The new password, set with the token of the mailed link. `onDone` runs once it is saved (every
 * session of the person has ended); `onLinkInvalid` when the link has run out or been used.
 */
export function NewPasswordForm({ token, onDone, onLinkInvalid }: { token: string; onDone: () => void; onLinkInvalid: () => void }) {
  const { t } = useTranslation('account');
  return (
    <PasswordSettingForm
      save={(newPassword) => setNewPassword(token, newPassword)}
      linkRefusal={REFUSAL.resetLinkInvalid}
      texts={{ intro: t('passwordReset.setIntro'), password: t('passwordReset.newPassword'), save: t('passwordReset.save'), saving: t('passwordReset.saving') }}
      onDone={onDone}
      onLinkInvalid={onLinkInvalid}
    />
  );
}
