// The background-check queue's columns (web/components/data-table.tsx): who, when, the state (and
// a rejection's reason), the file, the partner check's cost and receipt, and Approve / Reject
// while a check waits.
import type { DataColumn } from '../../../components/data-table.tsx';
import type { Locale } from '../../../shared/i18n.tsx';
import { formatCents } from '../../../shared/money.ts';
import type { BgCheckQueueItem, BgCheckState } from '../model.ts';
import type { BgDecision } from './bg-queue-state.ts';
import type { BgCheckMessageKey } from '../messages.ts';
import { dateText } from '../../../shared/dates.ts';
import { instantText } from './bg-format.ts';

export const STATE_KEYS: Record<BgCheckState, BgCheckMessageKey> = {
  none: 'bgStateNone',
  submitted: 'bgStateSubmitted',
  approved: 'bgStateApproved',
  rejected: 'bgStateRejected',
};

const nameOf = (item: BgCheckQueueItem) => `${item.firstName} ${item.lastName}`;

export function bgQueueColumns(
  t: (key: BgCheckMessageKey, vars?: Record<string, string>) => string,
  locale: Locale,
  onAct: (item: BgCheckQueueItem, decision: BgDecision) => void,
): DataColumn<BgCheckQueueItem>[] {
  return [
    {
      id: 'caregiver',
      header: t('caregiver'),
      rowHeader: true,
      cell: (item) => (
        <>
          {nameOf(item)}
          {item.email && <span className='ps-muted' style={{ display: 'block' }}>{item.email}
          </span>}
        </>
      ),
    },
    {
      id: 'userIdNumber',
      header: t('userIdNumber'),
      cell: (item) => <code>{item.userIdNumber}</code>,
    },
    { id: 'issued', header: t('issued'), cell: (item) => dateText(item.issuedOn, locale) },
    {
      id: 'submitted',
      header: t('submitted'),
      cell: (item) => instantText(item.submittedAt, locale),
    },
    {
      id: 'state',
      header: t('state'),
      cell: (item) => (
        <>
          <span className={`cg-state cg-state--${item.state}`} data-testid='queue-state'>
            {t(STATE_KEYS[item.state])}
          </span>
          {item.state === 'rejected' && item.rejectionReason && (
            <span className='ps-muted' style={{ display: 'block', whiteSpace: 'normal' }}>
              {t('bgReason', { reason: item.rejectionReason })}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'file',
      header: t('file'),
      cell: (item) =>
        item.fileUrl
          ? (
            <a href={item.fileUrl} target='_blank' rel='noopener noreferrer'>
              {t('openFile')}
              <span className='visually-hidden'>: {nameOf(item)}</span>
            </a>
          )
          : <span className='ps-muted'>{t('noFile')}</span>,
    },
    {
      id: 'reimbursement',
      header: t('reimbColumn'),
      cell: (item) => (
        <span data-testid='queue-reimbursement'>
          {item.reimbursementAmount !== null
            ? (
              <>
                {formatCents(item.reimbursementAmount, locale)}
                {item.receiptUrl && (
                  <a
                    href={item.receiptUrl}
                    target='_blank'
                    rel='noopener noreferrer'
                    style={{ display: 'block' }}
                  >
                    {t('reimbViewReceipt')}
                    <span className='visually-hidden'>: {nameOf(item)}</span>
                  </a>
                )}
              </>
            )
            : <span className='ps-muted'>{t('reimbNone')}</span>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (item) =>
        item.state === 'submitted' && (
          <div className='cg-queue__actions'>
            <button
              type='button'
              className='button button--primary cg-small'
              aria-label={`${t('approve')}: ${nameOf(item)}`}
              onClick={() => onAct(item, 'approve')}
            >
              {t('approve')}
            </button>
            <button
              type='button'
              className='button button--outline cg-small'
              aria-label={`${t('reject')}: ${nameOf(item)}`}
              onClick={() => onAct(item, 'reject')}
            >
              {t('reject')}
            </button>
          </div>
        ),
    },
  ];
}
