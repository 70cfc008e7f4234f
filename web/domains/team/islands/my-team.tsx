// /myteam, /myteam/all, /myteam/{memberId} (spec 001 §2-§5): the member list at left ('My Team
// Members' for a family, 'My Families' for a caregiver) and the member's details at right; on
// narrow screens they alternate (slide) with a back button. Families edit the care plan, the
// pinned note and the emergency contacts; caregivers read them.
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { formatCalendarDate } from '../../../shared/dates.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { MIN_COMPLETED_SHIFTS } from '../../reviews/model.ts';
import { type TeamMessageKey, teamMessages } from '../messages.ts';
import {
  carePlanKey,
  carePlanLabel,
  carePlanPath,
  displayMemberId,
  type EmergencyContact,
  memberName,
  MIN_EMERGENCY_CONTACTS,
  panelShownFirst,
  PINNED_NOTE_LINES,
  RELATIONSHIPS,
  sameList,
  SPECIFIED_RELATIONSHIPS,
  type TeamMember,
} from '../model.ts';
import { checkContacts, formatPhone } from '../schemas.ts';

export type MyTeamProps = {
  viewerType: 'family' | 'caregiver';
  members: TeamMember[];
  memberId: string | null;
  showAll: boolean;
  today: string;
};

type Notice = { kind: 'success' | 'error'; text: string } | null;

export default function MyTeam(props: MyTeamProps) {
  const t = useT(teamMessages);
  const [members, setMembers] = useState(props.members);
  const [panelOpen, setPanelOpen] = useState(panelShownFirst(props.memberId, props.showAll));
  // Which way the narrow layout last slid: the panel in from the right, or the list back.
  const [slid, setSlid] = useState<'in' | 'back' | null>(null);
  const member = members.find((m) => m.id === props.memberId) ?? null;
  const isFamily = props.viewerType === 'family';
  const replace = (m: TeamMember) => setMembers((all) => all.map((x) => (x.id === m.id ? m : x)));
  const open = (value: boolean) => {
    setPanelOpen(value);
    setSlid(value ? 'in' : 'back');
  };

  return (
    <div
      className={`team ${panelOpen ? 'team--panel' : 'team--list'}${
        slid ? ` team--slide-${slid}` : ''
      }`}
    >
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
            {isFamily ? t('showAllCaregivers') : t('showAllClients')}
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
          {props.showAll && !member && (
            <h2 className='team__all-title'>
              {isFamily ? t('showAllCaregivers') : t('showAllClients')}
            </h2>
          )}
          {member && <MemberSummary member={member} viewerType={props.viewerType} />}
          {member && (
            <>
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

function MemberSummary(
  { member, viewerType }: { member: TeamMember; viewerType: 'family' | 'caregiver' },
) {
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

/**
 * The summary card's review button (spec 001 §4): a family's Submit, or Edit once reviewed,
 * enabled from the third completed shift unless reviews are blocked; a caregiver's View once a
 * review exists. The reviews domain's page enforces the same rules on the server.
 */
function ReviewButton(
  { member, viewerType }: { member: TeamMember; viewerType: 'family' | 'caregiver' },
) {
  const t = useT(teamMessages);
  const href = `/reviews/${member.id}`;
  if (viewerType === 'caregiver') {
    return member.review.isReviewed
      ? <a className='button button--outline' href={href}>{t('reviewView')}</a>
      : (
        <button type='button' className='button button--outline' disabled>{t('reviewView')}</button>
      );
  }
  if (member.review.isReviewed) {
    return <a className='button button--outline' href={href}>{t('reviewEdit')}</a>;
  }
  const eligible = member.numShifts >= MIN_COMPLETED_SHIFTS && !member.review.blockReview;
  if (eligible) return <a className='button button--outline' href={href}>{t('reviewSubmit')}</a>;
  return (
    <p className='team-summary__review'>
      <button type='button' className='button button--outline' disabled>
        {t('reviewNotEligible')}
      </button>
      {!member.review.blockReview && (
        <span className='team-summary__hint'>{t('reviewHint', { n: MIN_COMPLETED_SHIFTS })}</span>
      )}
    </p>
  );
}

function useSave(id: string, onSaved: (m: TeamMember) => void) {
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  async function save(path: string, body: unknown, ok: string, fail: string) {
    setBusy(true);
    const r = await api<TeamMember>('POST', `/api/team/member/${id}/${path}`, body);
    setBusy(false);
    if (r.ok) {
      onSaved(r.data);
      setNotice({ kind: 'success', text: ok });
      return { ok: true as const, errors: {} };
    }
    setNotice({ kind: 'error', text: fail });
    return { ok: false as const, errors: r.errors };
  }
  return { notice, busy, save };
}

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return <p className={`alert alert--${notice.kind}`} role='status'>{notice.text}</p>;
}

/**
 * The care plan (spec 001 §5, §7): items added and removed, then Save asks whether the change
 * reaches the member's unstarted shifts too (yes: /update/include-shifts; no: /update).
 */
function CarePlan(
  { member, editable, onSaved, name }: {
    member: TeamMember;
    editable: boolean;
    onSaved: (m: TeamMember) => void;
    name: string;
  },
) {
  const t = useT(teamMessages);
  const [items, setItems] = useState(member.service);
  const [draft, setDraft] = useState('');
  const [asking, setAsking] = useState(false);
  const { notice, busy, save } = useSave(member.id, onSaved);
  const commit = async (includeShifts: boolean) => {
    setAsking(false);
    await save(
      carePlanPath(includeShifts),
      { service: items },
      t('carePlanSaved'),
      t('carePlanFailed'),
    );
  };
  return (
    <section className='card team-care-plan' aria-labelledby='team-care-plan-title'>
      <h2 id='team-care-plan-title'>{t('carePlan')}</h2>
      {items.length === 0 && <p>{t('carePlanEmpty')}</p>}
      <ul className='team-care-plan__items'>
        {items.map((item, i) => (
          <li key={`${item}-${i}`}>
            {carePlanLabel(item)}
            {editable && (
              <button
                type='button'
                className='button button--ghost'
                aria-label={`${t('remove')} ${carePlanLabel(item)}`}
                onClick={() => setItems(items.filter((_, j) => j !== i))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {editable && (
        <form
          className='team-care-plan__add'
          onSubmit={(e) => {
            e.preventDefault();
            if (!draft.trim()) return;
            setItems([...items, carePlanKey(draft)]);
            setDraft('');
          }}
        >
          <input
            className='field__input'
            aria-label={t('carePlanPlaceholder')}
            placeholder={t('carePlanPlaceholder')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type='submit' className='button button--outline' disabled={!draft.trim()}>
            {t('carePlanAdd')}
          </button>
          <button
            type='button'
            className='button button--primary'
            disabled={busy || sameList(items, member.service)}
            onClick={() => setAsking(true)}
          >
            {t('save')}
          </button>
        </form>
      )}
      <NoticeLine notice={notice} />
      <ConfirmDialog
        open={asking}
        title={t('applyShiftsTitle')}
        body={t('applyShiftsBody', { name })}
        yes={t('applyShiftsYes')}
        no={t('applyShiftsNo')}
        closeLabel={t('cancel')}
        onYes={() => void commit(true)}
        onNo={() => void commit(false)}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}

/** A modal yes/no question; Escape or × cancels (nothing is saved). */
function ConfirmDialog(
  { open, title, body, yes, no, closeLabel, onYes, onNo, onCancel }: {
    open: boolean;
    title: string;
    body: string;
    yes: string;
    no: string;
    closeLabel: string;
    onYes: () => void;
    onNo: () => void;
    onCancel: () => void;
  },
) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className='dialog team-dialog'
      aria-labelledby='team-dialog-title'
      aria-describedby='team-dialog-body'
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <div className='dialog__body'>
        <header className='dialog__header'>
          <h2 id='team-dialog-title'>{title}</h2>
          <button type='button' className='icon-button' aria-label={closeLabel} onClick={onCancel}>
            ×
          </button>
        </header>
        <p id='team-dialog-body'>{body}</p>
        <div className='hire__actions'>
          <button type='button' className='button button--outline' onClick={onNo}>{no}</button>
          <button type='button' className='button button--primary' onClick={onYes}>{yes}</button>
        </div>
      </div>
    </dialog>
  );
}

function PinnedNote(
  { member, editable, onSaved }: {
    member: TeamMember;
    editable: boolean;
    onSaved: (m: TeamMember) => void;
  },
) {
  const t = useT(teamMessages);
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState(member.pinnedNote);
  const { notice, busy, save } = useSave(member.id, onSaved);
  return (
    <section className='card team-pinned' aria-labelledby='team-pinned-title'>
      <h2 id='team-pinned-title'>{t('pinnedNote')}</h2>
      {!editing && (
        <p className='team-pinned__text' style={{ WebkitLineClamp: PINNED_NOTE_LINES }}>
          {member.pinnedNote || t('pinnedEmpty')}
        </p>
      )}
      {editing && (
        <textarea
          className='field__input'
          aria-label={t('pinnedNote')}
          rows={5}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      )}
      {editable && (
        <div className='hire__actions'>
          {!editing && (
            <button
              type='button'
              className='button button--outline'
              onClick={() => setEditing(true)}
            >
              {t('edit')}
            </button>
          )}
          {editing && (
            <>
              <button
                type='button'
                className='button button--ghost'
                onClick={() => {
                  setNote(member.pinnedNote);
                  setEditing(false);
                }}
              >
                {t('cancel')}
              </button>
              <button
                type='button'
                className='button button--primary'
                disabled={busy || note === member.pinnedNote}
                onClick={async () => {
                  const r = await save(
                    'update',
                    { pinnedNote: note },
                    t('pinnedSaved'),
                    t('pinnedFailed'),
                  );
                  if (r.ok) setEditing(false);
                }}
              >
                {t('save')}
              </button>
            </>
          )}
        </div>
      )}
      <NoticeLine notice={notice} />
    </section>
  );
}

const EMPTY_CONTACT: EmergencyContact = {
  name: '',
  relationship: '' as EmergencyContact['relationship'],
  specifyRelationship: '',
  phoneNum: '',
  primary: false,
};

function EmergencyContacts(
  { member, editable, onSaved }: {
    member: TeamMember;
    editable: boolean;
    onSaved: (m: TeamMember) => void;
  },
) {
  const t = useT(teamMessages);
  const locale = useLocale();
  const [contacts, setContacts] = useState(member.familyInfo.emergencyContacts);
  const [draft, setDraft] = useState<EmergencyContact>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { notice, busy, save } = useSave(member.id, onSaved);
  const err = (k: string) => errorText(teamMessages, locale, errors[k]);

  function add() {
    const { errors: found } = checkContacts([...contacts, draft]);
    const mine = Object.fromEntries(
      Object.entries(found)
        .filter(([k]) => k.startsWith(`emergencyContacts.${contacts.length}.`))
        .map(([k, v]) => [k.split('.').pop()!, v as TeamMessageKey]),
    );
    setErrors(mine);
    if (Object.keys(mine).length) return;
    setContacts([...contacts, { ...draft, phoneNum: formatPhone(draft.phoneNum) }]);
    setDraft(EMPTY_CONTACT);
  }

  async function submit() {
    const { errors: found } = checkContacts(contacts);
    if (found.emergencyContacts) {
      setErrors({ list: found.emergencyContacts });
      return;
    }
    const r = await save(
      'update/emergency-contact',
      { emergencyContacts: contacts.map((c, i) => ({ ...c, primary: i === 0 })) },
      t('contactsSaved'),
      t('contactsFailed'),
    );
    if (!r.ok) setErrors(r.errors);
  }

  return (
    <section className='card team-contacts' aria-labelledby='team-contacts-title'>
      <h2 id='team-contacts-title'>{t('emergencyContacts')}</h2>
      <p className='team-contacts__note'>{t('emergencyNote')}</p>
      {contacts.length === 0 && <p>{t('noContacts')}</p>}
      <ul className='team-contacts__list'>
        {contacts.map((c, i) => (
          <li key={`${c.name}-${i}`} className='team-contact'>
            <span className={`inv-chip team-chip--${i === 0 ? 'primary' : 'secondary'}`}>
              {i === 0 ? t('primary') : t('secondary')}
            </span>
            <strong>{c.name}</strong> · {t(`rel_${c.relationship}` as TeamMessageKey)}
            {c.specifyRelationship ? ` (${c.specifyRelationship})` : ''} · {c.phoneNum}
            {editable && (
              <button
                type='button'
                className='button button--ghost'
                aria-label={`${t('remove')} ${c.name}`}
                onClick={() => setContacts(contacts.filter((_, j) => j !== i))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {editable && contacts.length < MIN_EMERGENCY_CONTACTS && (
        <fieldset className='team-contacts__form'>
          <legend>{t('addContact')}</legend>
          <label className='field'>
            <span className='field__label'>{t('contactName')}</span>
            <input
              className='field__input'
              name='contactName'
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            />
            {errors.name && <span className='field__error'>{err('name')}</span>}
          </label>
          <label className='field'>
            <span className='field__label'>{t('contactPhone')}</span>
            <input
              className='field__input'
              name='contactPhone'
              inputMode='tel'
              value={draft.phoneNum}
              onChange={(e) => setDraft({ ...draft, phoneNum: formatPhone(e.target.value) })}
            />
            {errors.phoneNum && <span className='field__error'>{err('phoneNum')}</span>}
          </label>
          <label className='field'>
            <span className='field__label'>{t('contactRelationship')}</span>
            <select
              className='field__input'
              name='contactRelationship'
              aria-label={t('contactRelationship')}
              value={draft.relationship}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  relationship: e.target.value as EmergencyContact['relationship'],
                })}
            >
              <option value=''>—</option>
              {RELATIONSHIPS.map((r) => <option key={r} value={r}>{t(`rel_${r}`)}</option>)}
            </select>
            {errors.relationship && <span className='field__error'>{err('relationship')}</span>}
          </label>
          {SPECIFIED_RELATIONSHIPS.includes(draft.relationship) && (
            <label className='field'>
              <span className='field__label'>{t('contactSpecify')}</span>
              <input
                className='field__input'
                name='contactSpecify'
                value={draft.specifyRelationship}
                onChange={(e) => setDraft({ ...draft, specifyRelationship: e.target.value })}
              />
              {errors.specifyRelationship && (
                <span className='field__error'>{err('specifyRelationship')}</span>
              )}
            </label>
          )}
          <button type='button' className='button button--outline' onClick={add}>
            {t('addContact')}
          </button>
        </fieldset>
      )}
      {errors.list && <p className='field__error'>{err('list')}</p>}
      {editable && (
        <div className='hire__actions'>
          <button type='button' className='button button--primary' disabled={busy} onClick={submit}>
            {t('save')}
          </button>
        </div>
      )}
      <NoticeLine notice={notice} />
    </section>
  );
}
