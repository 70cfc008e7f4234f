// The download page's one button: POST /api/my-data/download with the link's token, then hands the
// ZIP to the browser. A click, not the link itself, takes the archive: a link opened from
// anywhere never changes anything (issue 22 point 1), and the link works once.
import { useState } from 'react';
import { Spinner } from '../../../components/form/spinner.tsx';
import { commonMessages } from '../../../shared/common-messages.ts';
import { useT } from '../../../shared/i18n.tsx';
import { myDataMessages } from '../messages.ts';
import { downloadName } from './your-data-state.ts';

export type DownloadButtonProps = { token: string };

export default function DownloadButton({ token }: DownloadButtonProps) {
  const t = useT(myDataMessages);
  const common = useT(commonMessages);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState('');

  const download = async () => {
    setBusy(true);
    setError('');
    let res: Response;
    try {
      res = await fetch('/api/my-data/download', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
    } catch {
      setBusy(false);
      setError(common('network'));
      return;
    }
    if (!res.ok) {
      const body = await res.json().catch(() => ({})) as Record<string, string>;
      setBusy(false);
      setError(
        body.general ?? Object.values(body)[0] ?? common('httpStatus', { status: res.status }),
      );
      return;
    }
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = downloadName(res.headers.get('content-disposition'));
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    setBusy(false);
    setDone(true);
  };

  if (done) return <p role='status'>{t('pageDone')}</p>;
  return (
    <div className='stack'>
      {error && <p className='form-error' role='alert'>{error}</p>}
      <div>
        <button
          type='button'
          className='button button--primary'
          disabled={busy}
          onClick={() => void download()}
        >
          {busy ? <Spinner label={t('pageDownloading')} /> : t('pageDownload')}
        </button>
      </div>
    </div>
  );
}
