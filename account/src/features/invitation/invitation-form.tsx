import { statusOfApiError } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { completeInvitation } from '../../api/people-api';
import { REFUSAL, refusalCodeOf } from '../../api/refusals';
import { PasswordSettingForm } from '../../forms/password-setting-form';

/** The invited address already logs in for another organisation. */
const isEmailTaken = (error: unknown) => statusOfApiError(error) === 409 && refusalCodeOf(error) === REFUSAL.loginEmailTaken;

/**
 * The invited person's own password, with the registration's rules and messages. `onDone` once it
 * is saved (then they log in); `onLinkInvalid` when the invitation has run out, been withdrawn or used.
 */
export function InvitationForm({ token, onDone, onLinkInvalid }: { token: string; onDone: () => void; onLinkInvalid: () => void }) {
  const { t } = useTranslation('account');
  return (
    <PasswordSettingForm
      save={(newPassword) => completeInvitation(token, newPassword)}
      linkRefusal={REFUSAL.invitationInvalid}
      otherRefusal={{ is: isEmailTaken, text: t('people.invitationEmailTaken') }}
      texts={{ intro: t('people.invitationIntro'), password: t('people.invitationPassword'), save: t('people.invitationSave'), saving: t('people.invitationSaving') }}
      onDone={onDone}
      onLinkInvalid={onLinkInvalid}
    />
  );
}
