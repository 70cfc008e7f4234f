// The dashboard's team-member carousel card (spec 001 §2): one member at a time, previous disabled
// at the first and next at the last; a family sees the caregiver's name, a caregiver the client's.
// The start date is a calendar date, written as My Team writes it (formatCalendarDate).
// Live: the list is re-read when an invite changes (live.ts).
import { useEffect, useState } from 'react';
import { formatCalendarDate } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { watchSections } from '../live.ts';
import { dashboardMessages } from '../messages.ts';
import { TEAM_CARD_HEIGHT, type TeamCarouselItem } from '../model.ts';

export type TeamCarouselProps = { members: TeamCarouselItem[] };

export default function TeamCarousel({ members: initial }: TeamCarouselProps) {
  const t = useT(dashboardMessages);
  const locale = useLocale();
  const [members, setMembers] = useState(initial);
  const [index, setIndex] = useState(0);
  // A new member (an accepted invite) arrives live; the index stays within the list.
  useEffect(
    () =>
      watchSections((s) => {
        if (!s.team) return;
        const next = s.team;
        setMembers(next);
        setIndex((i) => Math.max(0, Math.min(i, next.length - 1)));
      }),
    [],
  );
  const m = members[index];
  return (
    <section
      className='dash-card dash-team'
      style={{ height: TEAM_CARD_HEIGHT }}
      aria-roledescription='carousel'
      aria-label={t('teamCard')}
    >
      <h2 className='dash-card__title'>{t('teamCard')}</h2>
      {!m && <p>{t('noTeam')}</p>}
      {m && (
        <div className='dash-team__slide' aria-live='polite'>
          <a href={`/myteam/${m.id}`} className='dash-team__name'>{m.name}</a>
          <span className='dash-team__since'>
            {t('memberSince', { date: formatCalendarDate(m.startDate, locale) })}
          </span>
        </div>
      )}
      {members.length > 0 && (
        <div className='dash-team__nav'>
          <button
            type='button'
            className='icon-button'
            aria-label={t('previousMember')}
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            ‹
          </button>
          <button
            type='button'
            className='icon-button'
            aria-label={t('nextMember')}
            disabled={index >= members.length - 1}
            onClick={() => setIndex(index + 1)}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
