// The member's summary card (spec 001 §4): name, member id, join date, wage and the review button.
import { formatCalendarDate } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { MIN_COMPLETED_SHIFTS } from '../../reviews/model.ts';
import { teamMessages } from '../messages.ts';
import { displayMemberId, memberName, type TeamMember } from '../model.ts';
import { reviewButton, type Viewer } from './my-team-state.ts';

export function MemberSummary({ member, viewerType }: { member: TeamMember; viewerType: Viewer }) {
  const t = useT(teamMessages);
  const locale = useLocale();
  return (
    <article className='card team-summary'>
      <h2>{memberName(member, viewerType)}</h2>
      <p className='team-summary__id'>{t('memberId', { id: displayMemberId(member.id) })}</p>
      {/* The join date is the member's start_date (a date column): the same day for everyone. */}
      <p>{t('joined', { date: formatCalendarDate(member.startDate, locale) })}</p>
      <p>{t('currentWage', { wage: member.wage.toFixed(2) })}</p>
      <ReviewButton member={member} viewerType={viewerType} />
    </article>
  );
}

function ReviewButton({ member, viewerType }: { member: TeamMember; viewerType: Viewer }) {
  const t = useT(teamMessages);
  const href = `/reviews/${member.id}`;
  const button = reviewButton(member, viewerType);
  switch (button.kind) {
    case 'view':
      return <a className='button button--outline' href={href}>{t('reviewView')}</a>;
    case 'viewDisabled':
      return (
        <button type='button' className='button button--outline' disabled>{t('reviewView')}</button>
      );
    case 'edit':
      return <a className='button button--outline' href={href}>{t('reviewEdit')}</a>;
    case 'submit':
      return <a className='button button--outline' href={href}>{t('reviewSubmit')}</a>;
    case 'notEligible':
      return (
        <p className='team-summary__review'>
          <button type='button' className='button button--outline' disabled>
            {t('reviewNotEligible')}
          </button>
          {button.hint && (
            <span className='team-summary__hint'>
              {t('reviewHint', { n: MIN_COMPLETED_SHIFTS })}
            </span>
          )}
        </p>
      );
  }
}
