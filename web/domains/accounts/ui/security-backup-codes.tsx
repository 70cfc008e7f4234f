// The backup codes, shown once when an authenticator app is set up or the codes are renewed: a
// list to write down, a text file to download, and the button that says they are kept.
import { useId } from 'react';
import { formatInstantDate } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { securityMessages } from '../messages.ts';
import { backupCodesFile, browserZone } from './security-settings-state.ts';

function saveTextFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function BackupCodes(
  { codes, account, onDone }: { codes: string[]; account: string; onDone: () => void },
) {
  const t = useT(securityMessages);
  const locale = useLocale();
  const headingId = useId();
  const download = () =>
    saveTextFile(
      'tendwell-backup-codes.txt',
      backupCodesFile(codes, {
        title: t('backupFileTitle'),
        note: t('backupFileNote'),
        account,
        date: formatInstantDate(Date.now(), locale, browserZone(), 'long'),
      }),
    );
  return (
    <section className='stack security-codes' aria-labelledby={headingId}>
      <h4 id={headingId}>{t('backupTitle')}</h4>
      <p>{t('backupIntro')}</p>
      <ul className='security-codes__list' aria-label={t('backupTitle')}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className='security-actions'>
        <button type='button' className='button button--outline' onClick={download}>
          {t('backupDownload')}
        </button>
        <button type='button' className='button button--primary' onClick={onDone}>
          {t('backupSaved')}
        </button>
      </div>
    </section>
  );
}
