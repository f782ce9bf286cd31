import { useLocale, useShopStore } from '@shop/shared';
import { PostForm } from '@shop/shared/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPerson } from '../../api/people-api';
import { Field } from '../../forms/field';
import { FormActions, FormOutcome } from '../../forms/form-actions';
import formStyles from '../../forms/form.module.css';
import { checkForm, email, phone } from '../../forms/rules';
import { useCheckedForm } from '../../forms/use-checked-form';
import { peopleRefusalKey } from './people-refusal';
import { roleChoiceOf } from './people-rules';
import styles from './people.module.css';
import { RoleFields, type RoleValues } from './role-fields';

type Values = { name: string; email: string; phone: string } & RoleValues;

const EMPTY: Values = { name: '', email: '', phone: '', role: 'buyer', orderLimit: '', monthLimit: '' };

type Outcome = { kind: 'added'; name: string; email: string; mailed: boolean } | { kind: 'refused'; key: ReturnType<typeof peopleRefusalKey> };

/**
 * A new person of the organisation with a role (and a buyer's limits): saved and invited at once,
 * the mail in the page's language. `onAdded` reloads the list.
 */
export function AddPersonForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const orgId = useShopStore((state) => state.user?.organization.id ?? null);
  const [invalid, setInvalid] = useState<Array<'orderLimit' | 'monthLimit'>>([]);
  const { values, errors, outcome, busy, field, change, submit } = useCheckedForm<Values, Outcome>({
    initial: EMPTY,
    check: (typed) => checkForm(typed, { name: [], email: [email], phone: [phone] }),
    onSubmit:
      orgId === null
        ? null
        : async (typed) => {
            const choice = roleChoiceOf(typed);
            setInvalid('invalid' in choice ? choice.invalid : []);
            if ('invalid' in choice) return {};
            const person = { name: typed.name.trim(), email: typed.email.trim(), phone: typed.phone.trim() };
            try {
              const mail = await addPerson(orgId, { ...person, locale, ...choice });
              onAdded();
              return { outcome: { kind: 'added', name: person.name, email: person.email, mailed: mail === 'sent' }, reset: true };
            } catch (error) {
              return { outcome: { kind: 'refused', key: peopleRefusalKey(error) } };
            }
          },
  });

  return (
    <PostForm className={`${formStyles.form} ${styles.shrinks}`} onSubmit={(event) => void submit(event)} noValidate aria-label={t('people.addHeading')}>
      <fieldset className={formStyles.section}>
        <legend>{t('people.addHeading')}</legend>
        <p>{t('people.addIntro')}</p>
        <Field label={t('people.name')} name="name" autoComplete="off" value={values.name} error={errors.name} onValue={field('name')} />
        <Field label={t('people.email')} name="email" type="email" autoComplete="off" value={values.email} error={errors.email} onValue={field('email')} />
        <Field label={t('people.phone')} name="phone" type="tel" autoComplete="off" value={values.phone} error={errors.phone} onValue={field('phone')} />
        <RoleFields values={values} invalid={invalid} onChange={change} />
        <FormActions busy={busy} label={t('people.add')} busyLabel={t('people.adding')} />
        {outcome?.kind === 'added' && (
          <FormOutcome ok={outcome.mailed}>
            {outcome.mailed ? t('people.added', { name: outcome.name, email: outcome.email }) : t('people.addedNotMailed', { name: outcome.name })}
          </FormOutcome>
        )}
        {outcome?.kind === 'refused' && <FormOutcome ok={false}>{t(outcome.key)}</FormOutcome>}
      </fieldset>
    </PostForm>
  );
}
