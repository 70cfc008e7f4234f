// The review prompt (spec 001 §2): on a family's dashboard, when a team member's
// review.shouldInquire is true (eligible, not reviewed, the review period over; kept by the
// database, ADR 030), a modal dialog asks for a review. 'Remind me later' extends the period
// (GET /api/review/extend/{teamMemberId}); 'Submit Review' goes to /reviews/{memberId}. The
// dialog closes in every case; clicking away does not close it and Escape is disabled. Placed
// by name on the dashboard with no props: it reads the team (GET /api/team) after the page loads.
import { useEffect, useState } from 'react';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { reviewsMessages } from '../messages.ts';
import { promptMembers } from '../model.ts';
import { Dialog } from '../../../components/dialog.tsx';

export type ReviewPromptProps = Record<string, never>;

type Candidate = { id: string; name: string; numShifts: number };

/** The part of GET /api/team's members (spec 001 §3 Team member) the prompt reads. */
type TeamMemberFacts = {
  id: string;
  numShifts: number;
  review: { isReviewed: boolean; shouldInquire: boolean; blockReview: boolean };
  caregiverInfo: { firstName: string; lastName: string };
};

export default function ReviewPrompt(_props: ReviewPromptProps) {
  const t = useT(reviewsMessages);
  const [member, setMember] = useState<Candidate | null>(null);
  // The member stays while the prompt closes, so its title does not blank out on the way.
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api<{ members: TeamMemberFacts[] }>('GET', '/api/team').then((res) => {
      if (!live || !res.ok) return;
      const [first] = promptMembers(res.data.members ?? []);
      if (!first) return;
      setMember({
        id: first.id,
        name: `${first.caregiverInfo.firstName} ${first.caregiverInfo.lastName}`.trim(),
        numShifts: first.numShifts,
      });
      setOpen(true);
    });
    return () => {
      live = false;
    };
  }, []);

  const close = () => setOpen(false);

  const remindLater = async () => {
    if (!member) return;
    setBusy(true);
    const res = await api('GET', `/api/review/extend/${encodeURIComponent(member.id)}`);
    setBusy(false);
    if (!res.ok) {
      showAlert({ type: 'error', message: res.errors.error ?? Object.values(res.errors)[0] });
    }
    close();
  };

  const submit = () => {
    if (!member) return;
    const id = member.id;
    close();
    globalThis.location.assign(`/reviews/${encodeURIComponent(id)}`);
  };

  // Escape does not close it however often it is pressed, nor does a click away (spec 001 §2):
  // only its two buttons do, so dismiss is 'never' (dialog-guard.ts).
  return (
    <Dialog
      open={open}
      dismiss='never'
      onClose={close}
      className='review-prompt'
      title={member ? t('promptTitle', { name: member.name }) : ''}
    >
      {member && (
        <>
          <p>{t('promptBody', { name: member.name, count: member.numShifts })}</p>
          <div className='review-prompt__actions'>
            <button
              type='button'
              className='button button--outline'
              onClick={remindLater}
              disabled={busy}
            >
              {t('remindLater')}
            </button>
            <button type='button' className='button button--primary' onClick={submit}>
              {t('submitReview')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
