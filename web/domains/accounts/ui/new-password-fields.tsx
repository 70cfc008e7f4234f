// A new password and its confirmation, shared by the Care Pro account form and the reset form.
// The forms validate on submit with their schema; between submits these fields follow the live
// rules of spec 000 §5, which a plain "re-validate on change" cannot express: the confirmation
// only says 'Passwords must match' once it is as long as the password, and the checklist stays
// hidden until the password has failed the safety rules once.
import { useId, useState } from 'react';
import { type FieldValues, get, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { MSG } from '../schemas.ts';
import { accountMessages } from '../messages.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { fieldIssues } from '../../../shared/valibot-fields.ts';

/** True once the trimmed confirmation is as long as the trimmed password and still differs. */
export function confirmationMismatch(password: string, confirmation: string) {
  const p = password.trim();
  const c = confirmation.trim();
  return c.length > 0 && c.length >= p.length && c !== p;
}

export function NewPasswordFields<T extends FieldValues>(
  { form, schema, passwordName, confirmName, passwordLabel, confirmLabel, checklist }: {
    // deno-lint-ignore no-explicit-any
    form: UseFormReturn<T, unknown, any>;
    schema: v.GenericSchema;
    passwordName: Path<T>;
    confirmName: Path<T>;
    passwordLabel: string;
    confirmLabel: string;
    /** 'afterError': hidden until 'Password does not meet safety requirements' is raised. */
    checklist: 'always' | 'afterError';
  },
) {
  const t = useT(accountMessages);
  const locale = useLocale();
  const { register, control, getValues, setError, clearErrors, formState } = form;
  const { errors, isSubmitted } = formState;
  const watched: unknown = useWatch({ control, name: passwordName });
  const password = typeof watched === 'string' ? watched : '';
  const messageOf = (name: Path<T>) =>
    (get(errors, name) as { message?: string } | undefined)?.message;
  const passwordError = messageOf(passwordName);
  const confirmError = messageOf(confirmName);

  const [checklistShown, setChecklistShown] = useState(checklist === 'always');
  // Once raised, the checklist stays: it is the user's guide until the password is accepted.
  // (A client check carries the key; a server answer, the sentence in the user's language.)
  if (
    !checklistShown &&
    (passwordError === MSG.unsafePassword || passwordError === t('unsafePassword'))
  ) setChecklistShown(true);

  const checkConfirmation = (afterPasswordChange: boolean) => {
    const pw = String(getValues(passwordName) ?? '');
    const confirmation = String(getValues(confirmName) ?? '');
    if (confirmationMismatch(pw, confirmation)) {
      setError(confirmName, { type: 'live', message: MSG.passwordsMustMatch });
    } else if (!confirmation.trim()) {
      // Empty: say so again only if it was said before (a submit), not while someone is typing.
      if (!afterPasswordChange && (isSubmitted || confirmError)) {
        setError(confirmName, { type: 'live', message: MSG.empty });
      }
    } else {
      clearErrors(confirmName);
    }
  };

  const onPasswordChange = () => {
    if (isSubmitted || passwordError) {
      const message = fieldIssues(schema, getValues(), null)[passwordName];
      if (message) setError(passwordName, { type: 'live', message });
      else clearErrors(passwordName);
    }
    if (String(getValues(confirmName) ?? '').trim()) checkConfirmation(true);
  };

  const passwordId = `${useId()}password`;
  const confirmId = `${useId()}confirm`;
  const checklistId = `${passwordId}-checklist`;
  const passwordDescribedBy = [
    passwordError ? `${passwordId}-error` : null,
    checklistShown ? checklistId : null,
  ]
    .filter(Boolean).join(' ');
  const reveal = { show: t('showPassword'), hide: t('hidePassword') };
  /** What both fields are: a new password with a show/hide toggle. */
  const newPassword = (id: string, label: string, error: string | undefined) => ({
    id,
    label,
    type: 'password',
    autoComplete: 'new-password',
    revealLabels: reveal,
    error: errorText(accountMessages, locale, error),
  });

  return (
    <>
      <div className='new-password'>
        <TextField
          {...newPassword(passwordId, passwordLabel, passwordError)}
          {...register(passwordName, { onChange: onPasswordChange })}
          aria-describedby={passwordDescribedBy || undefined}
        />
        {checklistShown && <PasswordChecklist id={checklistId} password={password} />}
      </div>
      <TextField
        {...newPassword(confirmId, confirmLabel, confirmError)}
        {...register(confirmName, { onChange: () => checkConfirmation(false) })}
      />
    </>
  );
}
