// The dashboard's three-pane swipe card (spec 001 §2): 'Upcoming Shifts', 'My Team Invites',
// 'My Applications'. The first pane follows the rule of model.ts initialSwipePane, also when a
// live update changes the data, until the user picks a pane: from then on it stays theirs.
import { useEffect, useState } from 'react';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { watchSections } from '../live.ts';
import { dateFormat } from '../format.ts';
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
  const titles = [t('paneShifts'), t('paneInvites'), t('paneApplications')] as const;
  const current = pane.pane;
  return (
    <section
      className='dash-card dash-swipe'
      aria-roledescription='carousel'
      aria-label={titles[current]}
      data-pane={current}
    >
      <div className='dash-swipe__tabs' role='tablist'>
        {titles.map((title, i) => (
          <button
            key={title}
            type='button'
            role='tab'
            aria-selected={current === i}
            className={`dash-swipe__tab${current === i ? ' dash-swipe__tab--active' : ''}`}
            onClick={() => setPane(choosePane(i as SwipePane))}
          >
            {title}
          </button>
        ))}
      </div>
      <div className='dash-swipe__pane' role='tabpanel' aria-label={titles[current]}>
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
