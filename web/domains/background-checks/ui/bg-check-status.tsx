// Where a caregiver's background check stands (spec 002 §2, §8): its state, the date issued, when
// it was submitted, approved or refused (with the reason), and the file through its signed URL.
import { useLocale, useT } from '../../../shared/i18n.tsx';
import type { BgCheck } from '../model.ts';
import { bgCheckMessages } from '../messages.ts';
import { dateText } from '../../../shared/dates.ts';
import { instantText } from './bg-format.ts';
import { BG_STATE_KEYS } from './bg-check-state.ts';

export function BgCheckStatus({ bgCheck }: { bgCheck: BgCheck }) {
  const t = useT(bgCheckMessages);
  const locale = useLocale();
  const time = (iso: string) => instantText(iso, locale);
  return (
    <div className='cg-bg-state' data-testid='bg-state' data-state={bgCheck.state}>
      <span className='cg-bg-state__label'>
        <span className={`cg-state cg-state--${bgCheck.state}`}>
          {t(BG_STATE_KEYS[bgCheck.state])}
        </span>
      </span>
      {bgCheck.issuedOn && (
        <span>{t('bgIssuedOn', { date: dateText(bgCheck.issuedOn, locale) })}</span>
      )}
      {bgCheck.bgCheckFileSubmittedAt && (
        <span>{t('bgSubmittedAt', { time: time(bgCheck.bgCheckFileSubmittedAt) })}</span>
      )}
      {bgCheck.state === 'approved' && bgCheck.actionedOn && (
        <span>{t('bgApprovedAt', { time: time(bgCheck.actionedOn) })}</span>
      )}
      {bgCheck.state === 'rejected' && (
        <>
          {bgCheck.actionedOn && (
            <span>{t('bgRejectedAt', { time: time(bgCheck.actionedOn) })}</span>
          )}
          {bgCheck.rejectionReason && (
            <span>{t('bgReason', { reason: bgCheck.rejectionReason })}</span>
          )}
        </>
      )}
      {bgCheck.bgCheckFile && (
        <a href={bgCheck.bgCheckFile} target='_blank' rel='noopener noreferrer' className='link'>
          {t('bgViewFile')}
        </a>
      )}
    </div>
  );
}
