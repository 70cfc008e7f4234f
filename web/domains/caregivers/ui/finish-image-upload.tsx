// Sign-up step 4 (spec 002 §2, §4): the profile image, skippable. A JPEG or PNG up to 5 MB is
// sent at once (POST /api/user/image, field image) and the thumbnail the API answers is shown.
import { useState } from 'react';
import { Icon } from '../../../components/icons.tsx';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { caregiverMessages } from '../messages.ts';
import type { ImageAnswer } from '../model.ts';
import { imageFileError } from './image-file.ts';
import { ImagePicker } from './image-picker.tsx';
import { onboardingMessages } from './messages-onboarding.ts';

export function ImageUpload(
  { thumb, onUploaded }: { thumb: string | null; onUploaded: (url: string) => void },
) {
  const t = useT(onboardingMessages);
  const tc = useT(caregiverMessages);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  const upload = async (file: File) => {
    setDone(false);
    const refused = imageFileError(file);
    setError(refused ? tc(refused) : undefined);
    if (refused) return;
    setBusy(true);
    const body = new FormData();
    body.append('image', file);
    const res = await api<ImageAnswer>('POST', '/api/user/image', body);
    setBusy(false);
    if (!res.ok) {
      setError(res.errors.image ?? Object.values(res.errors)[0]);
      return;
    }
    setDone(true);
    onUploaded(res.data.imgUrlThumb);
  };

  return (
    <div className='onb-image'>
      <div className='onb-image__frame'>
        {thumb
          ? (
            <img
              className='onb-image__thumb'
              src={thumb}
              alt={t('imageAlt')}
              width={160}
              height={160}
            />
          )
          : (
            <span className='onb-image__placeholder'>
              <Icon name='account' size={96} />
            </span>
          )}
      </div>
      <div className='onb-image__controls'>
        <ImagePicker
          label={thumb ? t('imageChange') : t('imageChoose')}
          busy={busy}
          busyLabel={t('imageUploading')}
          hint={t('imageHint')}
          error={error}
          buttonClassName='onb-file-button'
          inputClassName='onb-file-input'
          hintClassName='field__hint'
          onFile={(file) => void upload(file)}
        />
        {done && <p className='onb-saved' role='status'>{t('imageUploaded')}</p>}
      </div>
    </div>
  );
}
