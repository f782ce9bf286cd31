import '../people/people-texts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type InvitationInfo, fetchInvitation } from '../../api/people-api';
import { REFUSAL, refusalCodeOf } from '../../api/refusals';
import formStyles from '../../forms/form.module.css';
import { InvitationForm } from './invitation-form';

type Shown = { state: 'loading' } | { state: 'invalid' } | { state: 'failed' } | { state: 'ready'; info: InvitationInfo };

/**
 * The page of a mailed invitation: whom it invites to which organisation and role, and their own
 * password. Reading the invitation changes nothing (the API's GET only looks); a link that no
 * longer works says so and whom to ask.
 */
export function InvitationView({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    fetchInvitation(token).then(
      (info) => current && setShown({ state: 'ready', info }),
      (error: unknown) => current && setShown({ state: refusalCodeOf(error) === REFUSAL.invitationInvalid ? 'invalid' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (shown.state === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {t('people.invitationLoading')}
      </p>
    );
  }
  if (shown.state === 'invalid') {
    return (
      <p className={formStyles.failure} role="alert">
        {t('people.invitationInvalid')}
      </p>
    );
  }
  if (shown.state === 'failed') {
    return (
      <p className={formStyles.failure} role="alert">
        {t('account.loadFailed')}
      </p>
    );
  }
  const { info } = shown;
  return (
    <>
      <p>{t('people.invitationWho', { name: info.name, organization: info.organization, role: t(`people.role_${info.role}`).toLocaleLowerCase() })}</p>
      <p>{t('people.invitationLogin', { email: info.email })}</p>
      <InvitationForm token={token} onDone={onDone} onLinkInvalid={() => setShown({ state: 'invalid' })} />
    </>
  );
}
