// The dashboard's three-pane swipe card (spec 001 §2): 'Upcoming Shifts', 'My Team Invites',
// 'My Applications'. The first pane follows the rule of model.ts initialSwipePane, also when a
// live update changes the data, until the user picks a pane: from then on it stays theirs. On a
// touch screen a finger swipes between panes (swipe-state.ts: the pane follows the finger, a
// threshold decides, a vertical movement stays the page's scroll); the tabs and their arrow keys
// do the same for everyone else.
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { dateFormat } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { watchSections } from '../live.ts';
import { dragEnd, dragMove, dragOffset, dragStart, IDLE, paneForKey } from './swipe-state.ts';
import { dashboardMessages } from '../messages.ts';
import {
  choosePane,
  firstPaneState,
  paneAfterUpdate,
  type SwipeCardData,
  type SwipeItem,
  type SwipePane,
  type SwipeShift,
} from '../model.ts';

export type SwipeCardProps = { data: SwipeCardData; userType: 'family' | 'caregiver' };

export default function SwipeCard({ data: initial, userType }: SwipeCardProps) {
  const t = useT(dashboardMessages);
  const [data, setData] = useState(initial);
  const [pane, setPane] = useState(() => firstPaneState(initial));
  useEffect(
    () =>
      watchSections((s) => {
        if (!s.swipe) return;
        const next = s.swipe;
        setData(next);
        setPane((state) => paneAfterUpdate(state, next));
      }),
    [],
  );
  const [drag, setDrag] = useState(IDLE);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const titles = [t('paneShifts'), t('paneInvites'), t('paneApplications')] as const;
  const current = pane.pane;
  const go = (next: SwipePane, focus = false) => {
    setPane(choosePane(next));
    if (focus) tabs.current[next]?.focus();
  };
  // Touch and pen only: a mouse selects text and clicks links as usual.
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' || !e.isPrimary) return;
    setDrag(dragStart(e.clientX, e.clientY));
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.phase === 'idle' || drag.phase === 'scrolling') return;
    const next = dragMove(drag, e.clientX, e.clientY);
    if (next.phase === 'dragging' && drag.phase === 'pending') {
      // The finger may leave the card while dragging; a pointer that is no longer active (or a
      // synthetic one) cannot be captured, and the drag then simply ends with it.
      try {
        e.currentTarget.setPointerCapture(e.pointerId);
      } catch { /* not capturable */ }
    }
    setDrag(next);
  };
  const onPointerEnd = () => {
    if (drag.phase === 'idle') return;
    const next = dragEnd(drag, current);
    setDrag(IDLE);
    if (next !== current) go(next);
  };
  const offset = dragOffset(drag, current);
  return (
    <section
      className='dash-card dash-swipe'
      aria-roledescription='carousel'
      aria-label={titles[current]}
      data-pane={current}
    >
      <div
        className='dash-swipe__tabs'
        role='tablist'
        onKeyDown={(e) => {
          const next = paneForKey(e.key, current);
          if (next === null) return;
          e.preventDefault();
          go(next, true);
        }}
      >
        {titles.map((title, i) => (
          <button
            key={title}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            id={`${id}-tab-${i}`}
            type='button'
            role='tab'
            aria-selected={current === i}
            aria-controls={`${id}-panel`}
            tabIndex={current === i ? 0 : -1}
            className={`dash-swipe__tab${current === i ? ' dash-swipe__tab--active' : ''}`}
            onClick={() => go(i as SwipePane)}
          >
            {title}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        className={`dash-swipe__pane${
          drag.phase === 'dragging' ? ' dash-swipe__pane--dragging' : ''
        }`}
        role='tabpanel'
        aria-labelledby={`${id}-tab-${current}`}
        data-testid='swipe-pane'
        style={offset ? { transform: `translateX(${offset}px)` } : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={() => setDrag(IDLE)}
      >
        {current === 0 && <ShiftsPane shifts={data.shifts} family={userType === 'family'} />}
        {current === 1 && (
          <Pane
            items={data.invites}
            empty={t('noInvites')}
            href={(id) => `/invites/${id}`}
            all='/invites'
            allLabel={t('viewAllInvites')}
          />
        )}
        {current === 2 && (
          <Pane
            items={data.applications}
            empty={t('noApplications')}
            href={(id) => `/jobs/applications/${id}`}
            all='/jobs/applications'
            allLabel={t('viewAllApplications')}
          />
        )}
      </div>
    </section>
  );
}

function ShiftsPane({ shifts, family }: { shifts: SwipeShift[]; family: boolean }) {
  const t = useT(dashboardMessages);
  const locale = useLocale();
  if (shifts.length === 0) return <p className='dash-swipe__empty'>{t('noShifts')}</p>;
  return (
    <ul className='dash-swipe__list'>
      {shifts.map((s) => {
        // Shown in the care location's zone, whatever the browser's.
        const date = dateFormat(locale, {
          timeZone: s.timeZone,
          weekday: 'short',
          month: 'short',
          day: 'numeric',
        });
        const time = dateFormat(locale, {
          timeZone: s.timeZone,
          hour: 'numeric',
          minute: '2-digit',
        });
        return (
          <li key={s.id} className='dash-swipe__item dash-swipe__shift'>
            <strong>{s.name}</strong>
            <span className={`dash-swipe__status dash-swipe__status--${s.state}`}>
              {t(`shift_${s.state}`)}
            </span>
            <span className='dash-swipe__message'>
              {t('shiftTime', {
                date: date.format(new Date(s.startTime)),
                start: time.format(new Date(s.startTime)),
                end: time.format(new Date(s.endTime)),
              })}
            </span>
            <span className='dash-swipe__actions'>
              <a className='link' href={`/myteam/${s.memberId}/shift/${s.id}`}>{t('viewMore')}</a>
              {family && (
                <a className='link' href={`/myteam/${s.memberId}/schedule-shift`}>
                  {t('addShift')}
                </a>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Pane(
  { items, empty, href, all, allLabel }: {
    items: SwipeItem[];
    empty: string;
    href: (id: string) => string;
    all: string;
    allLabel: string;
  },
) {
  const t = useT(dashboardMessages);
  return (
    <>
      {items.length === 0 && <p className='dash-swipe__empty'>{empty}</p>}
      <ul className='dash-swipe__list'>
        {items.map((i) => (
          <li key={i.id}>
            <a href={href(i.id)} className='dash-swipe__item'>
              <strong>{i.name}</strong>
              <span className={`dash-swipe__status dash-swipe__status--${i.status}`}>
                {t(`status_${i.status}`)}
              </span>
              <span className='dash-swipe__message'>{i.message}</span>
            </a>
          </li>
        ))}
      </ul>
      <a className='link' href={all}>{allLabel}</a>
    </>
  );
}
