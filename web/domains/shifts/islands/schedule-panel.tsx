// The schedule panel of My Team (spec 001 §2, §4, §9), placed by name on /myteam/all (every
// member's shifts, each named), /myteam/{memberId}, /myteam/{memberId}/shift/{shiftId} (that
// week, that shift expanded) and /myteam/{memberId}/schedule-shift (the Add Shifts dialog open at
// once): the 'All Shifts' switch, a week picker from Sunday with Today, the summary bar, the
// expandable list, 12 a page, and Load More in 'All Shifts'. Every date and time is the care
// location's (props.zone), never the browser's. Shifts change live (WebSocket). The rules are
// ui/schedule-state.ts; this file fetches, listens and keeps the address in step.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { zoneDate } from '../display.ts';
import { shiftsMessages } from '../messages.ts';
import type { SchedulePanelProps, Shift } from '../model.ts';
import { AddShiftsDialog } from '../ui/add-shifts-dialog.tsx';
import { HoursSummary, ScheduleHead, ShiftPager, WeekPicker } from '../ui/schedule-parts.tsx';
import {
  allShifts,
  hoursSummary,
  initialSchedule,
  instants,
  moreRange,
  openShiftPath,
  pageOf,
  panelPath,
  partyName,
  rangeOf,
  scheduleReducer,
  thisWeek,
  type View,
  weekAfter,
} from '../ui/schedule-state.ts';
import { ShiftItem } from '../ui/shift-item.tsx';

export type { SchedulePanelProps };

const CLOCK_TICK_MS = 60_000;

/** Replaces the address without a history entry when the panel's state moved it. */
function setUrl(url: string) {
  if (location.pathname !== url) history.replaceState(history.state, '', url);
}

export default function SchedulePanel(props: SchedulePanelProps) {
  const t = useT(shiftsMessages);
  const { zone, memberId, viewerType } = props;
  // The server's clock for the first render (hydration matches), then the browser's.
  const [now, setNow] = useState(() => new Date(props.now));
  const [state, dispatch] = useReducer(scheduleReducer, props, initialSchedule);
  const { view, shifts, loading, openId, dialogOpen } = state;
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

  /** The shifts of a range (instants), or null when they could not be read. */
  const read = useCallback(async (range: { from: string; to: string | null }) => {
    const query = new URLSearchParams({ from: range.from });
    if (memberId) query.set('memberId', memberId);
    if (range.to) query.set('to', range.to);
    const r = await api<{ shifts: Shift[] }>('GET', `/api/shift?${query}`);
    return r.ok ? r.data.shifts : null;
  }, [memberId]);

  const failed = useCallback(() => {
    dispatch({ type: 'loading', loading: false });
    showAlert({ type: 'error', message: t('loadShiftsFailed') });
  }, [t]);

  const show = useCallback(async (next: View) => {
    dispatch({ type: 'show', view: next });
    const found = await read(rangeOf(next, zone));
    if (found) dispatch({ type: 'shown', view: next, shifts: found });
    else failed();
  }, [read, zone, failed]);

  // Live: the other party's changes arrive as rows this viewer may read; after (re)connecting,
  // the shown range is read again.
  useEffect(() => {
    const off = subscribe('shifts', (change) => {
      dispatch({ type: 'live', id: change.id, row: change.row as Shift | null });
    });
    const offLive = onLive(() => {
      const shown = viewRef.current;
      void read(rangeOf(shown, zone)).then((found) => {
        if (found) dispatch({ type: 'reread', view: shown, shifts: found });
      });
    });
    return () => {
      off();
      offLive();
    };
  }, [zone, read]);

  async function loadMore() {
    const more = moreRange(view);
    if (!more) return;
    dispatch({ type: 'loading', loading: true });
    const found = await read(instants(more.from, more.before, zone));
    if (found) dispatch({ type: 'more', ...more, shifts: found });
    else failed();
  }

  function toggle(id: string) {
    dispatch({ type: 'toggle', id });
    setUrl(openShiftPath(memberId, openId === id ? null : id));
  }

  const onChange = useCallback((shift: Shift) => dispatch({ type: 'changed', shift }), []);
  const onDeleted = useCallback((id: string) => {
    dispatch({ type: 'deleted', id });
    setUrl(panelPath(memberId));
  }, [memberId]);

  function closeDialog() {
    dispatch({ type: 'dialog', open: false });
    if (location.pathname === panelPath(memberId, '/schedule-shift')) setUrl(panelPath(memberId));
  }

  const { pages, current, shown } = pageOf(shifts, state.page);
  const summary = useMemo(() => hoursSummary(shifts, zone), [shifts, zone]);

  return (
    <section className='card shifts-panel' aria-labelledby='shifts-panel-title'>
      <ScheduleHead
        all={view.mode === 'all'}
        onAll={(all) => void show(all ? allShifts(today) : thisWeek(today))}
        onAdd={viewerType === 'family' && memberId
          ? () => {
            dispatch({ type: 'dialog', open: true });
            setUrl(panelPath(memberId, '/schedule-shift'));
          }
          : undefined}
      />

      <WeekPicker
        view={view}
        onWeek={(n) => view.mode === 'week' && void show(weekAfter(view.week, n))}
        onToday={() => void show(thisWeek(today))}
      />
      <HoursSummary view={view} today={today} byDay={summary.byDay} total={summary.total} />
      <p className='shifts-muted shifts-zone'>{t('timesIn', { zone })}</p>

      {loading && <p className='shifts-muted' role='status'>{t('loading')}</p>}
      {!loading && shifts.length === 0 && (
        <p className='shifts-muted'>
          {view.mode === 'week' ? t('noShiftsWeek') : t('noShiftsAll')}
        </p>
      )}
      <ul className='shifts-list'>
        {shown.map((s) => (
          <ShiftItem
            key={s.id}
            shift={s}
            viewerType={viewerType}
            now={now}
            party={memberId ? null : partyName(s, viewerType)}
            open={openId === s.id}
            onToggle={() => toggle(s.id)}
            vocabulary={props.vocabulary}
            onChange={onChange}
            onDeleted={onDeleted}
          />
        ))}
      </ul>

      {pages > 1 && (
        <ShiftPager
          current={current}
          pages={pages}
          onPage={(page) => dispatch({ type: 'page', page })}
        />
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
          savedTasks={state.savedTasks}
          onSavedTasks={(tasks) => dispatch({ type: 'savedTasks', tasks })}
          onAdded={(added) => dispatch({ type: 'added', shifts: added })}
        />
      )}
    </section>
  );
}
