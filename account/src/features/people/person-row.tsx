import { formatPrice, useLocale, useShopStore } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteContactPersonCall } from '../../api/organization-api';
import { type Person, changeRole, sendInvitation, withdrawInvitation } from '../../api/people-api';
import { ConfirmButton } from '../../forms/confirm-button';
import { FormOutcome } from '../../forms/form-actions';
import formStyles from '../../forms/form.module.css';
import { formatDate } from '../orders-list/format-date';
import { peopleRefusalKey } from './people-refusal';
import { RoleForm } from './role-form';
import styles from './people.module.css';

/**
 * One person with their facts and an administrator's actions: change role and limits, resend or
 * withdraw an invitation, remove. A refusal (the last administrator's above all) is said in plain
 * words right beside the action; a change done goes to `onChanged`, which says it and reloads the list.
 */
export function PersonRow({ person, onChanged }: { person: Person; onChanged: (done: string) => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const user = useShopStore((state) => state.user);
  // The role form open: to change the role, or to give one with an invitation (a contact without a role).
  const [editing, setEditing] = useState<'role' | 'invite' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Back from the role form, the keyboard goes on at the person's actions, not at the page's top.
  const actions = useRef<HTMLDivElement>(null);
  const formWasOpen = useRef(false);
  useEffect(() => {
    if (editing === null && formWasOpen.current) actions.current?.querySelector('button')?.focus();
    formWasOpen.current = editing !== null;
  }, [editing]);
  const orgId = user?.organization.id;
  const isYou = person.id === user?.id;
  const kroner = (value: number) => formatPrice(value, locale) || '0';

  async function act(action: (orgId: string) => Promise<void>, done: string): Promise<boolean> {
    if (orgId === undefined) return false;
    setProblem(null);
    try {
      await action(orgId);
      onChanged(done);
      return true;
    } catch (error) {
      setProblem(t(peopleRefusalKey(error)));
      return false;
    }
  }

  const limits =
    person.role !== 'buyer' || (person.orderLimit === null && person.monthLimit === null)
      ? t('people.noLimits')
      : [
          person.orderLimit !== null ? t('people.orderLimitShort', { limit: kroner(person.orderLimit) }) : null,
          person.monthLimit !== null ? t('people.monthLimitShort', { limit: kroner(person.monthLimit) }) : null,
        ]
          .filter(Boolean)
          .join(', ');
  const invitation =
    person.invitation === 'pending' || person.invitation === 'expired'
      ? t(`people.invitation_${person.invitation}`, { date: person.invitationExpiresAt ? formatDate(person.invitationExpiresAt, locale) : '' })
      : t(`people.invitation_${person.invitation}`);
  const invited = person.invitation === 'pending' || person.invitation === 'expired';

  return (
    <li className={styles.item} data-testid="person">
      <div>
        <h2 className={styles.name}>
          {person.name}
          {isYou && ' '}
          {isYou && <span className={styles.badge}>{t('people.you')}</span>}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('people.email')}</dt>
          <dd>{person.email}</dd>
          <dt>{t('people.columnRole')}</dt>
          <dd>{person.role ? t(`people.role_${person.role}`) : t('people.roleNone')}</dd>
          <dt>{t('people.columnLimits')}</dt>
          <dd>{limits}</dd>
          <dt>{t('people.columnSpent')}</dt>
          <dd>{t('people.spent', { spent: kroner(person.monthSpent) })}</dd>
          <dt>{t('people.columnInvitation')}</dt>
          <dd>{invitation}</dd>
          <dt>{t('people.columnLastLogin')}</dt>
          <dd>{person.lastLoginAt ? formatDate(person.lastLoginAt, locale) : t('people.neverLoggedIn')}</dd>
        </dl>
      </div>
      {editing ? (
        <RoleForm
          person={person}
          inviting={editing === 'invite'}
          onCancel={() => setEditing(null)}
          onSave={async (choice) => {
            const done =
              editing === 'invite'
                ? await act((org) => sendInvitation(org, person.id, locale, choice), t('people.invited', { name: person.name, email: person.email }))
                : await act((org) => changeRole(org, person.id, choice), t('people.roleSaved', { name: person.name }));
            if (done) setEditing(null);
            return done;
          }}
        />
      ) : (
        <div className={formStyles.actions} ref={actions}>
          {person.role !== null && (
            <button type="button" className={formStyles.secondary} aria-label={t('people.changeRoleLabel', { name: person.name })} onClick={() => setEditing('role')}>
              {t('people.changeRole')}
            </button>
          )}
          {person.role === null && (
            <button type="button" className={formStyles.secondary} aria-label={t('people.inviteLabel', { name: person.name })} onClick={() => setEditing('invite')}>
              {t('people.invite')}
            </button>
          )}
          {person.role !== null && person.invitation !== 'accepted' && (
            <button
              type="button"
              className={formStyles.secondary}
              aria-label={t('people.resendLabel', { name: person.name })}
              onClick={() => void act((org) => sendInvitation(org, person.id, locale), t('people.resent', { email: person.email }))}
            >
              {t('people.resend')}
            </button>
          )}
          {invited && (
            <button
              type="button"
              className={formStyles.secondary}
              aria-label={t('people.withdrawLabel', { name: person.name })}
              onClick={() => void act((org) => withdrawInvitation(org, person.id), t('people.withdrawn', { name: person.name }))}
            >
              {t('people.withdraw')}
            </button>
          )}
          {!isYou && !person.isMainContact && (
            <ConfirmButton
              label={t('people.removeLabel', { name: person.name })}
              question={t('people.confirmRemove', { name: person.name })}
              onConfirm={() => void act((org) => deleteContactPersonCall(org, person.id), t('people.removed', { name: person.name }))}
            />
          )}
        </div>
      )}
      {problem && <FormOutcome ok={false}>{problem}</FormOutcome>}
    </li>
  );
}
