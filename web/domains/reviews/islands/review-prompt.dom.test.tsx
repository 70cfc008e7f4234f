// The review prompt as a family meets it on the dashboard (spec 001 §2): it asks about the
// first member whose review is due, Escape does not close it however often it is pressed, and
// only its buttons do: Remind me later extends the period. Only fetch is replaced.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { answerFetch } from '../../../../tests/fakes/dom-network.ts';
import ReviewPrompt from './review-prompt.tsx';

afterEach(cleanup);

const teamMember = (id: string, firstName: string, shouldInquire: boolean) => ({
  id,
  numShifts: 3,
  review: { isReviewed: false, shouldInquire, blockReview: false },
  caregiverInfo: { firstName, lastName: 'Nguyen' },
});

function team() {
  return answerFetch(({ url }) =>
    url === '/api/team'
      ? [200, { members: [teamMember('m-0', 'Dana', false), teamMember('m-1', 'Carla', true)] }]
      : [200, {}]
  );
}

/** What a browser does on Escape: the key, then a cancelable `cancel`, then close() unless refused. */
function escape(dialog: HTMLDialogElement) {
  const key = fireEvent.keyDown(dialog, { key: 'Escape' });
  if (key && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}

describe('review prompt', () => {
  it('asks about the member whose review is due and stays open on Escape', async () => {
    team();
    render(<ReviewPrompt />);
    const dialog = await screen.findByRole('dialog', { name: 'How is Carla Nguyen doing?' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByText(/^Carla Nguyen has completed 3 shifts with you\./)).toBeTruthy();
    for (let i = 0; i < 3; i++) escape(dialog as HTMLDialogElement);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    // Nothing but its own buttons: no close button.
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  });

  it('Remind me later extends the period and closes it', async () => {
    const calls = team();
    render(<ReviewPrompt />);
    const dialog = await screen.findByRole('dialog', { name: 'How is Carla Nguyen doing?' });
    await userEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
    expect(calls.map((c) => c.url)).toEqual(['/api/team', '/api/review/extend/m-1']);
  });

  it('Submit Review goes to the member’s review page', async () => {
    team();
    const assign = vi.spyOn(globalThis.location, 'assign').mockImplementation(() => {});
    render(<ReviewPrompt />);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(assign).toHaveBeenCalledWith('/reviews/m-1');
  });

  it('stays closed when no review is due', async () => {
    const calls = answerFetch(() => [200, { members: [teamMember('m-0', 'Dana', false)] }]);
    render(<ReviewPrompt />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
