// A family's own /profile (issue 20 point 29): photo, name, phone and care address, edited in
// place with sign-up's rules (FamilyProfileSchema is step 5's schema, the address is the shared
// AddressInput in city mode as in the wizard). The photo goes through POST /api/user/image, the
// same checks, processing and storage as a caregiver's; the rest through POST /api/user/family.
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { Spinner } from '../../../components/form/spinner.tsx';
import { api } from '../../../shared/api-client.ts';
import { schemaResolver, showServerErrors } from '../../../shared/form.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { accountMessages } from '../messages.ts';
import type { FamilyProfile } from '../model.ts';
import { FamilyProfileSchema } from '../schemas.ts';
import { FamilyContactFields } from '../ui/family-contact-fields.tsx';
import {
  hasChanges,
  initials,
  photoProblem,
  type ProfileValues,
  profileValues,
} from '../ui/family-profile-state.ts';

export type FamilyProfileProps = { initial: FamilyProfile };

const FIELDS = ['firstName', 'lastName', 'phoneNum', 'address'] as const;

export default function FamilyProfileEditor({ initial }: FamilyProfileProps) {
  const t = useT(accountMessages);
  const locale = useLocale();
  const id = useId();
  const [saved, setSaved] = useState<ProfileValues>(profileValues(initial));
  const [thumb, setThumb] = useState(initial.imgUrlThumb);
  const [photoError, setPhotoError] = useState<string>();
  const [photoBusy, setPhotoBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [general, setGeneral] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);

  const form = useForm<ProfileValues, unknown, ProfileValues>({
    resolver: schemaResolver(FamilyProfileSchema as never) as never,
    defaultValues: saved,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (field: (typeof FIELDS)[number]) => {
    // The address's error may sit on a nested field; only a message of its own is shown here.
    const message = errors[field]?.message;
    return errorText(accountMessages, locale, typeof message === 'string' ? message : undefined);
  };

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    setStatus('');
    const problem = photoProblem(file);
    if (problem) {
      setPhotoError(t(problem));
      return;
    }
    setPhotoError(undefined);
    setPhotoBusy(true);
    const body = new FormData();
    body.append('image', file);
    const res = await api<{ imgUrl: string; imgUrlThumb: string }>('POST', '/api/user/image', body);
    setPhotoBusy(false);
    if (fileInput.current) fileInput.current.value = '';
    if (!res.ok) {
      setPhotoError(res.errors.image ?? res.errors.general ?? t('invalidImage'));
      return;
    }
    setThumb(res.data.imgUrlThumb);
    setStatus(t('photoUpdated'));
  };

  const onSubmit = async (values: ProfileValues) => {
    setStatus('');
    setGeneral(undefined);
    if (!hasChanges(saved, values)) {
      setStatus(t('profileSaved'));
      return;
    }
    const res = await api<FamilyProfile>('POST', '/api/user/family', values);
    if (!res.ok) {
      showServerErrors(res.errors, FIELDS, form.setError, (m) => setGeneral(m));
      return;
    }
    const next = profileValues(res.data);
    setSaved(next);
    form.reset(next);
    setStatus(t('profileSaved'));
  };

  return (
    <section className='card family-profile' aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('profileHeading')}</h1>
      <p className='family-profile__intro'>{t('profileIntro')}</p>

      <div className='family-profile__photo'>
        {thumb
          ? (
            <img
              className='family-profile__avatar'
              src={thumb}
              alt={t('profilePhoto')}
              width={96}
              height={96}
            />
          )
          : (
            <span
              className='family-profile__avatar family-profile__avatar--empty'
              aria-hidden='true'
            >
              {initials(saved.firstName, saved.lastName)}
            </span>
          )}
        <div className='family-profile__photo-actions'>
          <label
            className='button button--outline family-profile__photo-label'
            htmlFor={`${id}-photo`}
          >
            {photoBusy ? <Spinner label={t('uploadingPhoto')} /> : t('changePhoto')}
          </label>
          <input
            ref={fileInput}
            id={`${id}-photo`}
            className='visually-hidden'
            type='file'
            accept='image/jpeg,image/png'
            disabled={photoBusy}
            aria-describedby={photoError ? `${id}-photo-error` : undefined}
            aria-invalid={photoError ? true : undefined}
            onChange={(e) => void onPhoto(e.target.files?.[0])}
          />
          {photoError && (
            <p id={`${id}-photo-error`} className='field__error' role='alert'>{photoError}</p>
          )}
        </div>
      </div>

      <form
        className='stack family-profile__form'
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
      >
        <p className='family-profile__email'>
          <span className='field__label'>{t('email')}</span> {initial.email}
        </p>
        <FamilyContactFields
          form={form}
          errorOf={errorOf}
          idPrefix={id}
          rowClassName='family-profile__names'
          labels={{
            firstName: t('firstName'),
            lastName: t('lastName'),
            phone: t('phone'),
            phoneHint: t('phoneHint'),
            address: t('careAddress'),
            addressPlaceholder: t('addressPlaceholder'),
          }}
        />
        {general && <p className='form-error' role='alert'>{general}</p>}
        <div className='family-profile__actions'>
          <a className='link' href='/profile/jobs'>{t('myPostings')}</a>
          <SubmitButton busy={isSubmitting} busyLabel={t('savingProfile')}>
            {t('saveProfile')}
          </SubmitButton>
        </div>
        <p className='family-profile__status' role='status' aria-live='polite'>
          {status}
        </p>
      </form>
    </section>
  );
}
