// /myteam, /myteam/all, /myteam/{memberId} (spec 001 §2-§5): the member list at left ('My Team
// Members' for a family, 'My Families' for a caregiver) and the member's details at right; on
// narrow screens they alternate (slide) with a back button. Families edit the care plan, the
// pinned note and the emergency contacts; caregivers read them.
import { useState } from 'react';
import { useT } from '../../../shared/i18n.tsx';
import { teamMessages } from '../messages.ts';
import { memberName, panelShownFirst, type TeamMember } from '../model.ts';
import { CarePlan } from '../ui/care-plan.tsx';
import { EmergencyContacts } from '../ui/emergency-contacts.tsx';
import { MemberSummary } from '../ui/member-summary.tsx';
import { type Layout, layoutClass, openPanel, replaceMember } from '../ui/my-team-state.ts';
import { PinnedNote } from '../ui/pinned-note.tsx';

export type MyTeamProps = {
  viewerType: 'family' | 'caregiver';
  members: TeamMember[];
  memberId: string | null;
  showAll: boolean;
  today: string;
};

export default function MyTeam(props: MyTeamProps) {
  const t = useT(teamMessages);
  const [members, setMembers] = useState(props.members);
  const [layout, setLayout] = useState<Layout>({
    panelOpen: panelShownFirst(props.memberId, props.showAll),
    slid: null,
  });
  const member = members.find((m) => m.id === props.memberId) ?? null;
  const isFamily = props.viewerType === 'family';
  const replace = (m: TeamMember) => setMembers((all) => replaceMember(all, m));
  const open = (value: boolean) => setLayout(openPanel(value));
  const allLabel = isFamily ? t('showAllCaregivers') : t('showAllClients');

  return (
    <div className={layoutClass(layout)}>
      <nav className='team__list' aria-labelledby='team-list-title'>
        <h1 id='team-list-title'>{isFamily ? t('membersFamily') : t('membersCaregiver')}</h1>
        {members.length === 0 && <p>{t('noMembers')}</p>}
        {members.length > 0 && (
          <a
            className={`team__item${props.showAll ? ' team__item--active' : ''}`}
            href='/myteam/all'
            aria-current={props.showAll ? 'page' : undefined}
            onClick={() => open(true)}
          >
            {allLabel}
          </a>
        )}
        <ul>
          {members.map((m) => (
            <li key={m.id}>
              <a
                className={`team__item${m.id === props.memberId ? ' team__item--active' : ''}`}
                href={`/myteam/${m.id}`}
                aria-current={m.id === props.memberId ? 'page' : undefined}
                onClick={() => open(true)}
              >
                {memberName(m, props.viewerType)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {(member || props.showAll) && (
        <section className='team__panel' aria-label={t('memberDetails')}>
          <button
            type='button'
            className='button button--ghost team__back'
            onClick={() =>
              open(false)}
          >
            ‹ {t('back')}
          </button>
          {props.showAll && !member && <h2 className='team__all-title'>{allLabel}</h2>}
          {member && (
            <>
              <MemberSummary member={member} viewerType={props.viewerType} />
              <CarePlan
                member={member}
                editable={isFamily}
                onSaved={replace}
                name={memberName(member, props.viewerType)}
              />
              <PinnedNote member={member} editable={isFamily} onSaved={replace} />
              <EmergencyContacts member={member} editable={isFamily} onSaved={replace} />
            </>
          )}
        </section>
      )}
    </div>
  );
}
