// The schedule panel of My Team (spec 001 §2, §4, §9), placed by name on /myteam/all (every
// member's shifts, each named), /myteam/{memberId}, /myteam/{memberId}/shift/{shiftId} (that
// week, that shift expanded) and /myteam/{memberId}/schedule-shift (the Add Shifts dialog open at
// once): the 'All Shifts' switch, a week picker from Sunday with Today, the summary bar (hours
// per day, end − start to 2 decimals), the expandable list, 12 a page, and Load More in 'All
// Shifts'. Every date and time is the care location's (props.zone), never the browser's. Shifts
// change live (WebSocket).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { PlacedIsland } from '../../../shared/placed-island.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import {
  calendarDate,
  clockTime,
  hoursByDay,
  hoursText,
  shiftStatus,
  shortDate,
  weekdayShort,
  zoneDate,
  zoneDayStart,
} from '../display.ts';
import { shiftsMessages } from '../messages.ts';
import {
  ALL_SHIFTS_MONTHS_BACK,
  LOAD_MORE_MONTHS,
  type SavedTask,
  type SchedulePanelProps,
  type Shift,
  SHIFT_PAGE_SIZE,
} from '../model.ts';
import { addLocalDays, monthStartPlus, shiftHours, weekStart } from '../time.ts';
import { AddShiftsDialog } from '../ui/add-shifts-dialog.tsx';
import { ShiftDetail } from '../ui/shift-detail.tsx';

export type { SchedulePanelProps };

type View = { mode: 'week'; week: string } | { mode: 'all'; from: string };

const byStart = (a: Shift, b: Shift) =>
  a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id);
const CLOCK_TICK_MS = 60_000;

export default function SchedulePanel(props: SchedulePanelProps) {
  const t = useT(shiftsMessages);
  const locale = useLocale();
  const { zone, memberId, viewerType } = props;
  // The server's clock for the first render (hydration matches), then the browser's.
  const [now, setNow] = useState(() => new Date(props.now));
  const [view, setView] = useState<View>({ mode: 'week', week: props.weekStart });
  const [shifts, setShifts] = useState<Shift[]>(props.shifts);
  const [loading, setLoading] = useState(false);
  const [openId, setOpenId] = useState<string | null>(props.openShiftId);
  const [page, setPage] = useState(() => {
    const i = props.shifts.findIndex((s) => s.id === props.openShiftId);
    return i < 0 ? 0 : Math.floor(i / SHIFT_PAGE_SIZE);
  });
  const [dialogOpen, setDialogOpen] = useState(props.openDialog);
  const [savedTasks, setSavedTasks] = useState<SavedTask[]>(props.savedTasks);
  const viewRef = useRef(view);
  viewRef.current = view;
  const today = zoneDate(now, zone);

  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // The deep-linked shift is scrolled to once.
  useEffect(() => {
    if (props.openShiftId) {
      document.getElementById(`shift-${props.openShiftId}`)?.scrollIntoView({ block: 'start' });
    }
  }, [props.openShiftId]);

  /** The instants the view covers: [from, to) or [from, ∞) for All Shifts. */
  const rangeOf = useCallback((v: View) => {
    const from = zoneDayStart(v.mode === 'week' ? v.week : v.from, zone).toISOString();
    const to = v.mode === 'week' ? zoneDayStart(addLocalDays(v.week, 7), zone).toISOString() : null;
    return { from, to };
  }, [zone]);

  const inView = useCallback((s: Shift, v: View) => {
    const day = zoneDate(s.startTime, zone);
    return v.mode === 'week' ? day >= v.week && day < addLocalDays(v.week, 7) : day >= v.from;
  }, [zone]);

  const fetchRange = useCallback(async (from: string, to: string | null) => {
    const query = new URLSearchParams({ from });
    if (memberId) query.set('memberId', memberId);
    if (to) query.set('to', to);
    return await api<{ shifts: Shift[] }>('GET', `/api/shift?${query}`);
  }, [memberId]);

  const show = useCallback(async (v: View) => {
    setView(v);
    setLoading(true);
    const range = rangeOf(v);
    const r = await fetchRange(range.from, range.to);
    setLoading(false);
    if (!r.ok) {
      showLoadError(t('loadShiftsFailed'));
      return;
    }
    if (viewRef.current === v) {
      setShifts(r.data.shifts.sort(byStart));
      setPage(0);
    }
  }, [fetchRange, rangeOf, t]);

  // Live: the other party's changes arrive as rows this viewer may read; after (re)connecting,
  // the shown range is read again.
  useEffect(() => {
    const off = subscribe('shifts', (change) => {
      const row = change.row as Shift | null;
      setShifts((list) => {
        const rest = list.filter((s) => s.id !== change.id);
        if (!row || (memberId && row.memberId !== memberId) || !inView(row, viewRef.current)) {
          return rest;
        }
        return [...rest, row].sort(byStart);
      });
    });
    const offLive = onLive(() => {
      const v = viewRef.current;
      const range = rangeOf(v);
      void fetchRange(range.from, range.to).then((r) => {
        if (r.ok && viewRef.current === v) setShifts(r.data.shifts.sort(byStart));
      });
    });
    return () => {
      off();
      offLive();
    };
  }, [memberId, inView, rangeOf, fetchRange]);

  const replace = useCallback((s: Shift) => {
    setShifts((list) => list.map((x) => (x.id === s.id ? s : x)));
  }, []);

  // On /myteam/all the address stays: a member's deep link would show that member only.
  const path = (suffix = '') => (memberId ? `/myteam/${memberId}${suffix}` : '/myteam/all');
  const setUrl = (url: string) => {
    if (location.pathname !== url) history.replaceState(history.state, '', url);
  };
  const partyName = (s: Shift) => {
    const p = viewerType === 'family' ? s.caregiverInfo : s.familyInfo;
    return `${p.firstName} ${p.lastName}`.trim();
  };

  function toggle(id: string) {
    const next = openId === id ? null : id;
    setOpenId(next);
    setUrl(next ? path(`/shift/${next}`) : path());
  }

  function onDeleted(id: string) {
    setShifts((list) => list.filter((s) => s.id !== id));
    setOpenId(null);
    setUrl(path());
  }

  async function loadMore() {
    if (view.mode !== 'all') return;
    const from = monthStartPlus(view.from, -LOAD_MORE_MONTHS);
    setLoading(true);
    const r = await fetchRange(
      zoneDayStart(from, zone).toISOString(),
      zoneDayStart(view.from, zone).toISOString(),
    );
    setLoading(false);
    if (!r.ok) {
      showLoadError(t('loadShiftsFailed'));
      return;
    }
    const next: View = { mode: 'all', from };
    setView(next);
    setShifts((list) => {
      const ids = new Set(list.map((s) => s.id));
      return [...r.data.shifts.filter((s) => !ids.has(s.id)), ...list].sort(byStart);
    });
  }

  const pages = Math.max(1, Math.ceil(shifts.length / SHIFT_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = shifts.slice(current * SHIFT_PAGE_SIZE, (current + 1) * SHIFT_PAGE_SIZE);
  const totals = useMemo(
    () => hoursByDay(shifts, zone),
    [shifts, zone],
  );
  const total = shifts.reduce((sum, s) => sum + shiftHours(s.startTime, s.endTime), 0);

  return (
    <section className='card shifts-panel' aria-labelledby='shifts-panel-title'>
      <header className='shifts-panel__head'>
        <h2 id='shifts-panel-title'>{t('schedule')}</h2>
        <label className='check'>
          <input
            type='checkbox'
            role='switch'
            checked={view.mode === 'all'}
            onChange={(e) =>
              void show(
                e.target.checked
                  ? { mode: 'all', from: monthStartPlus(today, -ALL_SHIFTS_MONTHS_BACK) }
                  : { mode: 'week', week: weekStart(today) },
              )}
          />
          {t('allShifts')}
        </label>
        {viewerType === 'family' && memberId && (
          <button
            type='button'
            className='button button--primary'
            onClick={() => {
              setDialogOpen(true);
              setUrl(path('/schedule-shift'));
            }}
          >
            {t('addShift')}
          </button>
        )}
      </header>

      {view.mode === 'week' && (
        <div className='shifts-week' role='group' aria-label={t('weekOf', { date: '' }).trim()}>
          <button
            type='button'
            className='icon-button'
            aria-label={t('previousWeek')}
            onClick={() =>
              void show({ mode: 'week', week: addLocalDays(view.week, -7) })}
          >
            ‹
          </button>
          <span className='shifts-week__label' aria-live='polite'>
            {t('weekOf', { date: calendarDate(view.week, locale) })}
          </span>
          <button
            type='button'
            className='icon-button'
            aria-label={t('nextWeek')}
            onClick={() =>
              void show({ mode: 'week', week: addLocalDays(view.week, 7) })}
          >
            ›
          </button>
          <button
            type='button'
            className='button button--outline'
            onClick={() =>
              void show({ mode: 'week', week: weekStart(today) })}
          >
            {t('today')}
          </button>
        </div>
      )}
      {view.mode === 'all' && (
        <p className='shifts-week__label'>
          {t('shiftsSince', { date: calendarDate(view.from, locale) })}
        </p>
      )}

      {view.mode === 'week'
        ? (
          <ol className='shifts-summary' aria-label={t('dailyHours')}>
            {[0, 1, 2, 3, 4, 5, 6].map((i) => {
              const day = addLocalDays(view.week, i);
              return (
                <li key={day} className={day === today ? 'shifts-summary__today' : undefined}>
                  <span className='shifts-summary__day'>{weekdayShort(day, locale)}</span>
                  <span>{t('dayHours', { hours: hoursText(totals[day] ?? 0) })}</span>
                </li>
              );
            })}
            <li className='shifts-summary__total'>
              {t('totalHours', { hours: hoursText(total) })}
            </li>
          </ol>
        )
        : (
          <p className='shifts-summary-all'>
            {t('totalHours', { hours: hoursText(total) })}
          </p>
        )}
      <p className='shifts-muted shifts-zone'>{t('timesIn', { zone })}</p>

      {loading && <p className='shifts-muted' role='status'>{t('loading')}</p>}
      {!loading && shifts.length === 0 && (
        <p className='shifts-muted'>
          {view.mode === 'week' ? t('noShiftsWeek') : t('noShiftsAll')}
        </p>
      )}
      <ul className='shifts-list'>
        {shown.map((s) => {
          const status = shiftStatus(s, viewerType, now);
          const open = openId === s.id;
          return (
            <li key={s.id} id={`shift-${s.id}`} className='shift-item'>
              <button
                type='button'
                className='shift-item__toggle'
                aria-expanded={open}
                aria-controls={`shift-${s.id}-detail`}
                onClick={() => toggle(s.id)}
              >
                {!memberId && <span className='shift-item__who'>{partyName(s)}</span>}
                <span className='shift-item__when'>
                  {t('shiftWhen', {
                    date: shortDate(s.startTime, zone, locale),
                    start: clockTime(s.startTime, zone, locale),
                    end: clockTime(s.endTime, zone, locale),
                  })}
                </span>
                <span className='shift-item__hours'>
                  {t('shiftHours', { hours: hoursText(shiftHours(s.startTime, s.endTime)) })}
                </span>
                <span
                  className={`shifts-chip shifts-chip--${s.state}`}
                  data-testid='shift-status'
                >
                  {t(status.key)}
                </span>
                {status.unactioned && (
                  <span className='shifts-chip shifts-chip--unactioned'>{t('unactioned')}</span>
                )}
              </button>
              {status.unactioned && (
                <p className='shifts-unactioned' role='note'>
                  {viewerType === 'family' ? t('unactionedFamily') : t('unactionedCaregiver')}
                </p>
              )}
              {open && (
                <div id={`shift-${s.id}-detail`} aria-label={t('shiftDetails')} role='region'>
                  <ShiftDetail
                    shift={s}
                    viewerType={viewerType}
                    vocabulary={props.vocabulary}
                    now={now}
                    onChange={replace}
                    onDeleted={onDeleted}
                    report={
                      <PlacedIsland
                        name='reports/file-report'
                        props={{ shiftId: s.id, disabled: s.state === 'completed' }}
                      />
                    }
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>

      {pages > 1 && (
        <nav className='shifts-pager' aria-label={t('pager')}>
          <button
            type='button'
            className='icon-button'
            aria-label={t('previousPage')}
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            ‹
          </button>
          <span>{t('pageOf', { page: current + 1, pages })}</span>
          <button
            type='button'
            className='icon-button'
            aria-label={t('nextPage')}
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            ›
          </button>
        </nav>
      )}
      {view.mode === 'all' && (
        <button
          type='button'
          className='button button--outline'
          disabled={loading}
          onClick={() => void loadMore()}
        >
          {t('loadMore')}
        </button>
      )}

      {viewerType === 'family' && memberId && (
        <AddShiftsDialog
          open={dialogOpen}
          onClose={closeDialog}
          memberId={memberId}
          caregiverName={props.caregiverName}
          today={today}
          zone={zone}
          savedTasks={savedTasks}
          onSavedTasks={setSavedTasks}
          onAdded={(added) =>
            setShifts((list) => {
              const fresh = added.filter((s) => inView(s, viewRef.current));
              const ids = new Set(fresh.map((s) => s.id));
              return [...list.filter((s) => !ids.has(s.id)), ...fresh].sort(byStart);
            })}
        />
      )}
    </section>
  );

  function closeDialog() {
    setDialogOpen(false);
    if (location.pathname === path('/schedule-shift')) setUrl(path());
  }
}

function showLoadError(message: string) {
  showAlert({ type: 'error', message });
}
