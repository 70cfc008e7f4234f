// The frame the work-experience and education dialogs share (spec 002 §2, §4, §5): a modal that
// neither a backdrop click nor Escape closes, whose form is built afresh each time it opens,
// validates the API's payload with the shared schema on submit, moves focus to the first invalid
// field, posts to the create or update address with the submit disabled behind a spinner, and
// shows the server's answer in the user's words (a field's own error, or a general one).
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../shared/api-client.ts';
import { schemaResolver, showServerErrors } from '../../../shared/form.ts';
import { useT } from '../../../shared/i18n.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { onboardingMessages } from './messages-onboarding.ts';
import { focusFirstInvalid } from '../../../components/form/choice-groups.tsx';
import { fieldMessage } from '../../../shared/field-errors.ts';
import { useFieldError } from './profile-errors.ts';

/** What the body of a history dialog draws its fields with. */
export type HistoryFormParts<V extends FieldValues> = {
  form: UseFormReturn<V>;
  /** A field's error in the reader's language, if it has one. */
  err: (field: keyof V & string) => string | undefined;
};

export function HistoryDialog<V extends FieldValues, A>(
  { open, title, onDone, ...form }: {
    open: boolean;
    title: string;
    /** The API's answer once saved, or null when cancelled. */
    onDone: (answer: A | null) => void;
  } & HistoryFormProps<V>,
) {
  // Only its own buttons close it (spec 002 §2): a half-filled entry is never lost to Escape.
  return (
    <Dialog
      open={open}
      title={title}
      dismiss='buttons'
      onClose={() => onDone(null)}
      className='onb-dialog onb-dialog--form'
      titleClassName='onb-dialog__title'
    >
      <HistoryForm {...form} onDone={onDone} />
    </Dialog>
  );
}

type HistoryFormProps<V extends FieldValues> = {
  defaultValues: DefaultValues<V>;
  /** The schema the server validates the payload with. */
  schema: v.GenericSchema;
  /** The form's values as the API takes them (the schema reads this, not the raw values). */
  payload: (values: V) => unknown;
  /** Where the entry is saved: the list's address to add, the entry's own to edit. */
  path: string;
  /** The fields a server error may name; any other goes under the form. */
  fields: readonly (keyof V & string)[];
  children: (parts: HistoryFormParts<V>) => ReactNode;
};

function HistoryForm<V extends FieldValues, A>(
  { defaultValues, schema, payload, path, fields, children, onDone }:
    & HistoryFormProps<V>
    & { onDone: (answer: A | null) => void },
) {
  const t = useT(onboardingMessages);
  const fieldError = useFieldError();
  const formRef = useRef<HTMLFormElement>(null);
  const [general, setGeneral] = useState<string>();
  const form = useForm<V>({
    defaultValues,
    resolver: (values, context, options) =>
      schemaResolver(schema as never)(
        payload(values) as never,
        context,
        options as never,
      ) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const err = (field: keyof V & string) => fieldError(fieldMessage(errors[field]));

  useEffect(() => {
    if (submitCount) focusFirstInvalid(formRef.current);
  }, [submitCount]);

  const onValid = async () => {
    setGeneral(undefined);
    const res = await api<A>('POST', path, payload(form.getValues()));
    if (!res.ok) {
      showServerErrors(res.errors, fields, form.setError as never, setGeneral);
      return;
    }
    onDone(res.data);
  };

  return (
    <form ref={formRef} className='onb-form' noValidate onSubmit={form.handleSubmit(onValid)}>
      {children({ form, err })}
      {general && <p className='form-error' role='alert'>{general}</p>}
      <div className='onb-dialog__actions'>
        <button
          type='button'
          className='button button--outline'
          disabled={isSubmitting}
          onClick={() => onDone(null)}
        >
          {t('cancel')}
        </button>
        <SubmitButton busy={isSubmitting} busyLabel={t('saving')}>{t('save')}</SubmitButton>
      </div>
    </form>
  );
}
