// The picture on /profile with its upload (POST /api/user/image, field image; JPEG or PNG, 5 MB):
// the server decides what it takes, and its refusal shows under the button.
import { useState } from 'react';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { firstError } from '../../../shared/field-errors.ts';
import { useT } from '../../../shared/i18n.tsx';
import type { ImageAnswer } from '../model.ts';
import { ImagePicker } from '../../../components/form/image-picker.tsx';
import { profileMessages } from './messages-profile.ts';
import { Avatar } from './profile-parts.tsx';

export function Picture({ name, src, onUploaded }: {
  name: string;
  src: string | null;
  onUploaded: (img: ImageAnswer) => void;
}) {
  const t = useT(profileMessages);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const upload = async (file: File) => {
    setError('');
    setBusy(true);
    const body = new FormData();
    body.append('image', file);
    const res = await api<ImageAnswer>('POST', '/api/user/image', body);
    setBusy(false);
    if (!res.ok) {
      setError(firstError(res.errors, 'image'));
      return;
    }
    onUploaded(res.data);
    showAlert({ type: 'success', message: t('pictureUploaded') });
  };

  return (
    <div className='cg-picture'>
      <Avatar src={src} name={name} size={128} />
      <ImagePicker
        label={src ? t('changePicture') : t('uploadPicture')}
        busy={busy}
        busyLabel={t('uploadingPicture')}
        hint={t('pictureHint')}
        error={error || undefined}
        buttonClassName='cg-small cg-picture__button'
        inputClassName='visually-hidden'
        hintClassName='cg-muted cg-picture__hint'
        onFile={(file) => void upload(file)}
      />
    </div>
  );
}
