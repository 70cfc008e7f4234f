// The form staff use to write or edit a position on /admin/careers.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CAREER_LIMITS, type CareerInput, CareerSchema, type CareerValues } from '../schemas.ts';
import type { AdminCareer } from '../model.ts';
import { careersMessages } from '../messages.ts';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../shared/api-client.ts';
import { schemaResolver } from '../../../shared/form.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';

type FormValues = {
  title: string;
  category: string;
  locations: string;
  summary: string;
  description: string;
  howToApply: string;
};
const FIELDS: (keyof FormValues)[] = [
  'title',
  'category',
  'locations',
  'summary',
  'description',
  'howToApply',
];

function valuesOf(career: AdminCareer | null): FormValues {
  return {
    title: career?.title ?? '',
    category: career?.category ?? '',
    locations: career?.locations.join('\n') ?? '',
    summary: career?.summary ?? '',
    description: career?.description ?? '',
    howToApply: career?.howToApply ?? '',
  };
}

export function CareerForm(
  { career, categories, onSaved, onCancel }: {
    career: AdminCareer | null;
    categories: string[];
    onSaved: (career: AdminCareer, created: boolean) => void;
    onCancel: () => void;
  },
) {
  const t = useT(careersMessages);
  const locale = useLocale();
  const [general, setGeneral] = useState<string>();
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<
    CareerInput,
    unknown,
    CareerValues
  >({
    resolver: schemaResolver(CareerSchema),
    defaultValues: valuesOf(career),
  });

  const onSubmit = async (values: CareerValues) => {
    setGeneral(undefined);
    const res = career
      ? await api<{ career: AdminCareer }>('POST', `/api/admin/careers/${career.id}`, values)
      : await api<{ career: AdminCareer }>('POST', '/api/admin/careers', values);
    if (res.ok) {
      onSaved(res.data.career, !career);
      return;
    }
    for (const [field, message] of Object.entries(res.errors)) {
      const named = FIELDS.find((f) => f === field);
      if (named) setError(named, { message });
      else setGeneral(message);
    }
  };

  // Client-side checks carry catalog keys; the server's answers arrive already translated.
  const err = (field: keyof FormValues) =>
    errorText(careersMessages, locale, errors[field]?.message);
  const listId = career ? `career-categories-${career.id}` : 'career-categories-new';

  return (
    <form className='stack career-form' noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={t('title')}
        maxLength={CAREER_LIMITS.title}
        error={err('title')}
        autoFocus
        {...register('title')}
      />
      <TextField
        label={t('category')}
        hint={t('categoryHint')}
        list={listId}
        autoCapitalize='none'
        spellCheck={false}
        maxLength={CAREER_LIMITS.category}
        error={err('category')}
        {...register('category')}
      />
      <datalist id={listId}>
        {categories.map((c) => <option key={c} value={c} />)}
      </datalist>
      <TextAreaField
        label={t('locations')}
        hint={t('locationsHint')}
        minRows={2}
        maxRows={5}
        error={err('locations')}
        {...register('locations')}
      />
      <TextAreaField
        label={t('summary')}
        hint={t('summaryHint')}
        minRows={2}
        maxRows={4}
        maxLength={CAREER_LIMITS.summary}
        error={err('summary')}
        {...register('summary')}
      />
      <TextAreaField
        label={t('description')}
        hint={t('descriptionHint')}
        minRows={8}
        maxRows={18}
        maxLength={CAREER_LIMITS.description}
        error={err('description')}
        {...register('description')}
      />
      <TextAreaField
        label={t('howToApply')}
        hint={t('howToApplyHint')}
        minRows={3}
        maxRows={8}
        maxLength={CAREER_LIMITS.howToApply}
        error={err('howToApply')}
        {...register('howToApply')}
      />
      {general && <p className='form-error' role='alert'>{general}</p>}
      <div className='career-form__actions'>
        <button type='button' className='button button--ghost' onClick={onCancel}>
          {t('cancel')}
        </button>
        <SubmitButton busy={isSubmitting} busyLabel={t('saving')}>
          {career ? t('save') : t('create')}
        </SubmitButton>
      </div>
    </form>
  );
}
