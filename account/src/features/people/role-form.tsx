import { PostForm } from '@shop/shared/forms';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person, RoleChoice } from '../../api/people-api';
import { FormActions } from '../../forms/form-actions';
import formStyles from '../../forms/form.module.css';
import { limitText, roleChoiceOf } from './people-rules';
import styles from './people.module.css';
import { RoleFields, type RoleValues } from './role-fields';

/**
 * A person's role and a buyer's limits, changed (or given with an invitation: `inviting`);
 * `onSave` answers whether it went through.
 */
export function RoleForm({ person, inviting = false, onSave, onCancel }: { person: Person; inviting?: boolean; onSave: (choice: RoleChoice) => Promise<boolean>; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<RoleValues>({ role: person.role ?? 'requester', orderLimit: limitText(person.orderLimit), monthLimit: limitText(person.monthLimit) });
  const [invalid, setInvalid] = useState<Array<'orderLimit' | 'monthLimit'>>([]);
  const [busy, setBusy] = useState(false);
  // Opened from a button that is gone now: the keyboard goes on at the role chosen.
  const form = useRef<HTMLDivElement>(null);
  useEffect(() => form.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus(), []);
  const label = inviting ? t('people.inviteLabel', { name: person.name }) : t('people.changeRoleLabel', { name: person.name });
  return (
    <PostForm
      className={`${formStyles.form} ${styles.shrinks}`}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const choice = roleChoiceOf(values);
        setInvalid('invalid' in choice ? choice.invalid : []);
        if ('invalid' in choice) return;
        setBusy(true);
        void onSave(choice).finally(() => setBusy(false));
      }}
    >
      <fieldset className={formStyles.section}>
        <legend>{label}</legend>
        <div ref={form}>
          <RoleFields values={values} invalid={invalid} onChange={(changes) => setValues((current) => ({ ...current, ...changes }))} />
        </div>
        <FormActions busy={busy} label={inviting ? t('people.sendInvitation') : t('people.saveRole')} onCancel={onCancel} />
      </fieldset>
    </PostForm>
  );
}
