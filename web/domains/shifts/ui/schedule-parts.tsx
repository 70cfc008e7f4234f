// The schedule panel's pieces (spec 001 §2, §4): its head, the week picker, the summary bar (hours
// per day, end − start to 2 decimals) and the pager; one shift of the list is ui/shift-item.tsx.
// Presentational: the island (islands/schedule-panel.tsx) holds the state and the fetching.
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { calendarDate, hoursText, weekdayShort } from '../display.ts';
import { shiftsMessages } from '../messages.ts';
import type { LocalDate } from '../time.ts';
import { type View, weekDays } from './schedule-state.ts';

/** The title, the 'All Shifts' switch and, for the family on a member's page, Add Shift. */
export function ScheduleHead(
  { all, onAll, onAdd }: { all: boolean; onAll: (all: boolean) => void; onAdd?: () => void },
) {
  const t = useT(shiftsMessages);
  return (
    <header className='shifts-panel__head'>
      <h2 id='shifts-panel-title'>{t('schedule')}</h2>
      <label className='check'>
        <input
          type='checkbox'
          role='switch'
          checked={all}
          onChange={(e) => onAll(e.target.checked)}
        />
        {t('allShifts')}
      </label>
      {onAdd && (
        <button type='button' className='button button--primary' onClick={onAdd}>
          {t('addShift')}
        </button>
      )}
    </header>
  );
}

/** Previous week, the week shown, next week and Today; or, for All Shifts, where it begins. */
export function WeekPicker(
  { view, onWeek, onToday }: {
    view: View;
    onWeek: (n: -1 | 1) => void;
    onToday: () => void;
  },
) {
  const t = useT(shiftsMessages);
  const locale = useLocale();
  if (view.mode === 'all') {
    return (
      <p className='shifts-week__label'>
        {t('shiftsSince', { date: calendarDate(view.from, locale) })}
      </p>
    );
  }
  return (
    <div className='shifts-week' role='group' aria-label={t('weekOf', { date: '' }).trim()}>
      <button
        type='button'
        className='icon-button'
        aria-label={t('previousWeek')}
        onClick={() => onWeek(-1)}
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
        onClick={() => onWeek(1)}
      >
        ›
      </button>
      <button type='button' className='button button--outline' onClick={onToday}>
        {t('today')}
      </button>
    </div>
  );
}

/** Hours per day of the week shown and its total; All Shifts shows the total only. */
export function HoursSummary(
  { view, today, byDay, total }: {
    view: View;
    today: LocalDate;
    byDay: Record<LocalDate, number>;
    total: number;
  },
) {
  const t = useT(shiftsMessages);
  const locale = useLocale();
  if (view.mode === 'all') {
    return <p className='shifts-summary-all'>{t('totalHours', { hours: hoursText(total) })}</p>;
  }
  return (
    <ol className='shifts-summary' aria-label={t('dailyHours')}>
      {weekDays(view.week).map((day) => (
        <li key={day} className={day === today ? 'shifts-summary__today' : undefined}>
          <span className='shifts-summary__day'>{weekdayShort(day, locale)}</span>
          <span>{t('dayHours', { hours: hoursText(byDay[day] ?? 0) })}</span>
        </li>
      ))}
      <li className='shifts-summary__total'>{t('totalHours', { hours: hoursText(total) })}</li>
    </ol>
  );
}

/** Page n of m, 12 shifts a page. */
export function ShiftPager(
  { current, pages, onPage }: { current: number; pages: number; onPage: (page: number) => void },
) {
  const t = useT(shiftsMessages);
  return (
    <nav className='shifts-pager' aria-label={t('pager')}>
      <button
        type='button'
        className='icon-button'
        aria-label={t('previousPage')}
        disabled={current === 0}
        onClick={() => onPage(current - 1)}
      >
        ‹
      </button>
      <span>{t('pageOf', { page: current + 1, pages })}</span>
      <button
        type='button'
        className='icon-button'
        aria-label={t('nextPage')}
        disabled={current >= pages - 1}
        onClick={() => onPage(current + 1)}
      >
        ›
      </button>
    </nav>
  );
}
