// The staff's table of Contact Us messages on /admin/inquiries: 25 a page, newest first or by
// name, email or subject, searched by name, email or subject. The server renders it from the
// address (?q=&sort=name&page=2), so it works without JavaScript; once live, searching, sorting
// and paging read the next page in place (DataTable).
import type { FormEvent } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table.tsx';
import { useTablePages } from '../../../components/data-table-navigation.ts';
import { tableHref, type TableQuery } from '../../../components/data-table-state.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { contactMessages } from '../messages.ts';
import { inquiriesMessages } from '../inquiries-messages.ts';
import {
  INQUIRY_SEARCH_MAX,
  INQUIRY_TABLE,
  type InquiryColumn,
  type StoredInquiry,
} from '../model.ts';

export type InquiriesTableProps = {
  inquiries: StoredInquiry[];
  total: number;
  query: TableQuery<InquiryColumn>;
  /** The search as the address carries it; empty: every inquiry. */
  search: string;
};

const PATH = '/admin/inquiries';

const LONG_MESSAGE = 280;
const LONG_MESSAGE_LINES = 6;

function Received({ at }: { at: string }) {
  const locale = useLocale();
  const text = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  }).format(new Date(at));
  return <time dateTime={at}>{text}</time>;
}

function Device({ inquiry }: { inquiry: StoredInquiry }) {
  const t = useT(inquiriesMessages);
  if (!inquiry.browserName && !inquiry.deviceType) {
    return <span className='ps-muted'>{t('unknown')}</span>;
  }
  const kind = inquiry.deviceType === 'desktop' || inquiry.deviceType === 'mobile' ||
      inquiry.deviceType === 'tablet'
    ? t(inquiry.deviceType)
    : inquiry.deviceType ?? t('unknown');
  return (
    <>
      {t('deviceSummary', { browser: inquiry.browserName ?? t('unknown'), device: kind })}
      {inquiry.mobileVendor && <span className='ps-muted'>{` (${inquiry.mobileVendor})`}</span>}
    </>
  );
}

function Message({ text }: { text: string }) {
  const t = useT(inquiriesMessages);
  const lines = text.split('\n');
  if (text.length <= LONG_MESSAGE && lines.length <= LONG_MESSAGE_LINES) {
    return <p className='inquiry-message'>{text}</p>;
  }
  const preview = lines.slice(0, LONG_MESSAGE_LINES).join('\n').slice(0, LONG_MESSAGE).trimEnd();
  return (
    <details className='inquiry-message'>
      <summary>
        <span className='inquiry-message__preview'>{`${preview}… `}</span>
        <span className='inquiry-message__more'>{t('showFull')}</span>
      </summary>
      <p>{text}</p>
    </details>
  );
}

export default function InquiriesTable(initial: InquiriesTableProps) {
  const t = useT(inquiriesMessages);
  // The column labels the Contact Us form shares.
  const tc = useT(contactMessages);
  const { props, busy, navigate } = useTablePages('contact/inquiries-table', initial);
  const { inquiries, total, query, search } = props;
  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    const q = typeof typed === 'string' ? typed.trim().slice(0, INQUIRY_SEARCH_MAX) : '';
    void navigate(tableHref(PATH, INQUIRY_TABLE, { sort: query.sort, page: 1 }, { q }));
  };
  const pages = Math.max(1, Math.ceil(total / INQUIRY_TABLE.pageSize));
  const columns: DataColumn<StoredInquiry>[] = [
    {
      id: 'date',
      header: t('date'),
      className: 'ps-nowrap',
      cell: (inquiry) => <Received at={inquiry.createdAt} />,
    },
    {
      id: 'name',
      header: tc('name'),
      rowHeader: true,
      className: 'inquiries-table__name',
      cell: (inquiry) => (
        <>
          {inquiry.name}
          {inquiry.userId && <span className='ps-badge'>{t('member')}</span>}
        </>
      ),
    },
    {
      id: 'email',
      header: tc('email'),
      cell: (inquiry) => (
        <a
          href={`mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${inquiry.subject}`)}`}
          aria-label={`${inquiry.email} (${t('replyTo', { name: inquiry.name })})`}
        >
          {inquiry.email}
        </a>
      ),
    },
    { id: 'subject', header: tc('subject'), cell: (inquiry) => inquiry.subject },
    {
      id: 'message',
      header: tc('message'),
      className: 'inquiries-table__message',
      cell: (inquiry) => <Message text={inquiry.message} />,
    },
    { id: 'device', header: t('device'), cell: (inquiry) => <Device inquiry={inquiry} /> },
  ];
  return (
    <>
      <form className='inquiries-search' method='get' action={PATH} role='search' onSubmit={find}>
        <div className='field'>
          <label className='field__label' htmlFor='inquiries-q'>{t('searchLabel')}</label>
          <div className='field__control'>
            <input
              // Back or Forward may bring another search: the box shows it.
              key={search}
              id='inquiries-q'
              className='field__input'
              type='search'
              name='q'
              defaultValue={search}
              maxLength={INQUIRY_SEARCH_MAX}
            />
          </div>
        </div>
        <button type='submit' className='button button--outline'>{t('searchButton')}</button>
      </form>
      <p className='ps-muted'>
        {search
          ? total === 1
            ? t('matchesOne', { query: search })
            : t('matches', { count: total, query: search })
          : total === 1
          ? t('totalOne')
          : t('total', { count: total })}
      </p>
      <DataTable
        id='inquiries'
        caption={t('caption', { page: query.page, pages })}
        emptyText={search ? t('noMatch', { query: search }) : t('empty')}
        className='inquiries-table'
        columns={columns}
        rows={inquiries}
        rowKey={(inquiry) => inquiry.id}
        query={{ spec: INQUIRY_TABLE, state: query, total, path: PATH, keep: { q: search } }}
        pager={{
          label: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          status: (page, count) => t('pageOf', { page, pages: count }),
        }}
        onQueryChange={(_, href) => void navigate(href)}
        busy={busy}
      />
    </>
  );
}
