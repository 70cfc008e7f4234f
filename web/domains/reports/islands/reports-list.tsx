// /reports (spec 001 Reports, §4, §6, §9): 'All Report', newest first. A family or a caregiver
// sees the reports of its own shifts (15, then 3 more at a time); an admin those of the last
// 7 days across all users (30, then 3 more at a time) in a table with shift and member ids.
// More load when the end of the list scrolls into view, or with the Load more button (keyboard
// and screen-reader users, and browsers without IntersectionObserver). Live: the parties see
// their reports change (the reports table's announcements); admins see a new report arrive
// (each one notifies them, class Report), and the list is read again whenever the connection
// becomes live.
import { useEffect, useRef, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table.tsx';
import { api } from '../../../shared/api-client.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { type Report, REPORT_MORE } from '../model.ts';
import { reportsMessages } from '../messages.ts';
import {
  afterPage,
  firstPageSize,
  mayLoadMore,
  mergeReports,
  NOTIFICATIONS_TABLE,
  reportPath,
  REPORTS_TABLE,
  type ReportsRole,
  shortId,
} from '../model.ts';
import { formatDay, formatStamp, formatTime } from '../ui/format.ts';

export type ReportsPage = { reports: Report[]; cursor: string | null };
export type ReportsListProps = { role: ReportsRole; initial: ReportsPage };

export default function ReportsList({ role, initial }: ReportsListProps) {
  const t = useT(reportsMessages);
  const locale = useLocale();
  const [reports, setReports] = useState(initial.reports);
  const [cursor, setCursor] = useState(initial.cursor);
  // Scrolling to the end loads more by itself only while pages come back full.
  const [auto, setAuto] = useState(
    initial.cursor !== null && initial.reports.length >= firstPageSize(role),
  );
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const sentinel = useRef<HTMLDivElement>(null);
  const known = useRef(new Set(initial.reports.map((r) => r.id)));
  const isAdmin = role === 'admin';

  const loadMore = async () => {
    if (!mayLoadMore(role, cursor) || loading) return;
    setLoading(true);
    setFailed(false);
    const query = new URLSearchParams({ limit: String(REPORT_MORE) });
    if (cursor) query.set('cursor', cursor);
    const res = await api<ReportsPage>('GET', `/api/report?${query}`);
    setLoading(false);
    if (!res.ok) {
      console.error('Could not load more reports', res.status, res.errors);
      setFailed(true);
      return;
    }
    res.data.reports.forEach((r) => known.current.add(r.id));
    setReports((shown) => mergeReports(shown, res.data.reports));
    const next = afterPage(role, cursor, res.data, REPORT_MORE);
    setCursor(next.cursor);
    setAuto(next.auto);
  };

  // The first page again (on live, and when a new report is announced): merged, never replacing
  // what was already scrolled into view.
  const refresh = async () => {
    const res = await api<ReportsPage>('GET', '/api/report');
    if (!res.ok) {
      console.error('Could not refresh the reports', res.status, res.errors);
      return;
    }
    const arrived = res.data.reports.filter((r) => !known.current.has(r.id));
    arrived.forEach((r) => known.current.add(r.id));
    setReports((shown) => mergeReports(shown, res.data.reports));
    if (arrived.length > 0) {
      setFresh((old) => new Set([...old, ...arrived.map((r) => r.id)]));
      setAnnouncement(t('newArrived'));
    }
  };

  useEffect(() => {
    const offReports = subscribe(REPORTS_TABLE, (change) => {
      if (change.op === 'delete' || !change.row) {
        setReports((shown) => shown.filter((r) => r.id !== change.id));
        return;
      }
      const row = change.row as Report;
      // Filed since the page was read (an update to an older report is no news).
      const isNew = change.op === 'insert' && !known.current.has(row.id);
      known.current.add(row.id);
      setReports((shown) => mergeReports(shown, [row]));
      if (isNew) {
        setFresh((old) => new Set([...old, row.id]));
        setAnnouncement(t('newArrived'));
      }
    });
    // Admins are in no report's audience; each new report notifies them instead.
    const offNotes = isAdmin
      ? subscribe(NOTIFICATIONS_TABLE, (change) => {
        const row = change.row as { class?: string } | null;
        if (change.op === 'insert' && row?.class === 'Report') void refresh();
      })
      : () => {};
    const offLive = onLive(() => void refresh());
    return () => {
      offReports();
      offNotes();
      offLive();
    };
  }, []);

  // Infinite scroll: the sentinel after the list loads the next 3 when it comes into view.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !cursor || !auto || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadMore();
    }, { rootMargin: '200px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [cursor, auto, failed, loading]);

  const status = (r: Report) => (
    <span className={`rp-status rp-status--${r.state}`}>{t(r.state)}</span>
  );

  // The admin's table: in the order the reports arrive (newest first, spec 001 §4's infinite
  // scroll), so it neither sorts nor pages; DataTable gives it the staff tables' shape.
  const adminColumns: DataColumn<Report>[] = [
    { id: 'title', header: t('colTitle'), cell: (r) => <a href={reportPath(r.id)}>{r.title}</a> },
    { id: 'status', header: t('colStatus'), cell: status },
    {
      id: 'submitted',
      header: t('colSubmitted'),
      cell: (r) => formatStamp(r.submitted, r.shiftInfo.timeZone, locale),
    },
    {
      id: 'shift',
      header: t('colShift'),
      cell: (r) => (
        <>
          <code className='rp-id' title={r.shiftId}>{shortId(r.shiftId)}</code>{' '}
          <span className='rp-muted'>
            {formatDay(r.shiftInfo.startTime, r.shiftInfo.timeZone, locale)}
          </span>
        </>
      ),
    },
    {
      id: 'member',
      header: t('colMember'),
      cell: (r) => <code className='rp-id' title={r.memberId}>{shortId(r.memberId)}</code>,
    },
    {
      id: 'parties',
      header: t('colParties'),
      cell: (r) => (
        <>
          {r.familyInfo.firstName} {r.familyInfo.lastName}
          {' · '}
          {r.caregiverInfo.firstName} {r.caregiverInfo.lastName}
        </>
      ),
    },
  ];

  return (
    <section className='rp-list' aria-labelledby='rp-list-title'>
      <h1 id='rp-list-title' className='rp-title'>{t('allReport')}</h1>
      {isAdmin && <p className='rp-muted'>{t('adminIntro')}</p>}
      <p className='visually-hidden' role='status' aria-live='polite'>{announcement}</p>

      {isAdmin
        ? (
          <DataTable
            id='rp-admin'
            caption={t('listCaption')}
            emptyText={t('noneAdmin')}
            className='rp-table'
            columns={adminColumns}
            rows={reports}
            rowKey={(r) => r.id}
            rowProps={(r) => (fresh.has(r.id) ? { className: 'rp-row--new' } : {})}
          />
        )
        : reports.length === 0
        ? <p className='rp-empty card'>{t('none')}</p>
        : (
          <ul role='list' className='rp-cards'>
            {reports.map((r) => {
              const other = role === 'family' ? r.caregiverInfo : r.familyInfo;
              const zone = r.shiftInfo.timeZone;
              return (
                <li key={r.id}>
                  <a
                    className={`rp-card card${fresh.has(r.id) ? ' rp-row--new' : ''}`}
                    href={reportPath(r.id)}
                  >
                    <span className='rp-card__head'>
                      <span className='rp-card__title'>{r.title}</span>
                      {status(r)}
                    </span>
                    <span className='rp-muted'>
                      {t('shiftWhen', {
                        date: formatDay(r.shiftInfo.startTime, zone, locale),
                        start: formatTime(r.shiftInfo.startTime, zone, locale),
                        end: formatTime(r.shiftInfo.endTime, zone, locale),
                      })}
                      {' · '}
                      {other.firstName} {other.lastName}
                    </span>
                    <span className='rp-muted'>
                      {t('filedOn', { date: formatStamp(r.submitted, zone, locale) })}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}

      <div ref={sentinel} className='rp-more'>
        {failed && <p className='rp-alert rp-alert--error' role='alert'>{t('loadFailed')}</p>}
        {mayLoadMore(role, cursor) && (
          <button
            type='button'
            className='button button--outline'
            aria-disabled={loading || undefined}
            onClick={() => void loadMore()}
          >
            {loading ? t('loading') : failed ? t('retry') : t('loadMore')}
          </button>
        )}
      </div>
    </section>
  );
}
