// The review editor as a family uses it: the form refuses what the schema refuses, in the
// family's language, and sends the ratings it shows; the saved review can be edited and
// cancelled back. The network is the only thing replaced (fetch), as the server answers it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LocaleContext } from '../../../shared/i18n.tsx';
import type { Review, ReviewMember } from '../model.ts';
import ReviewEditor from './review-editor.tsx';

afterEach(cleanup);

const member: ReviewMember = {
  id: 'member-1',
  name: 'Carla Nguyen',
  imgUrlThumb: null,
  numShifts: 3,
  review: { isReviewed: false, id: null, score: null, shouldInquire: true, blockReview: false },
};

const saved: Review = {
  id: 'review-1',
  teamMemberId: 'member-1',
  title: 'Kind and on time',
  message: 'Carla was wonderful with Mum.',
  breakdown: { empathy: 5, punctuality: 4, knowledge: 4, helpfulness: 5 },
  score: 4.5,
  createdAt: '2026-11-20T15:00:00.000Z',
  editedAt: null,
  familyInfo: { firstName: 'Erin', lastName: 'Tester', imgUrlThumb: null },
  caregiverInfo: { firstName: 'Carla', lastName: 'Nguyen' },
};

function answer(status: number, body: unknown) {
  return vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    )
  );
}

function rate(group: string, stars: number) {
  const fieldset = screen.getByRole('group', { name: group });
  return userEvent.click(within(fieldset).getByRole('radio', { name: `${stars} out of 5` }));
}

describe('review editor', () => {
  it('names each missing rating and field, and sends nothing', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    render(<ReviewEditor role='family' member={member} review={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('Enter a title for your review.')).toBeTruthy();
    expect(screen.getByText('Enter a message with your review.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('speaks French to a French family', async () => {
    vi.stubGlobal('fetch', answer(200, {}));
    render(
      <LocaleContext.Provider value='fr'>
        <ReviewEditor role='family' member={member} review={null} />
      </LocaleContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByText('Donnez un titre à votre avis.')).toBeTruthy();
  });

  it('sends the ratings and text it shows, then shows the saved review', async () => {
    const fetch = answer(200, { review: saved, message: 'Review added' });
    vi.stubGlobal('fetch', fetch);
    render(<ReviewEditor role='family' member={member} review={null} />);
    await rate('Empathy', 5);
    await rate('Punctuality', 4);
    await rate('Knowledge', 4);
    await rate('Helpfulness', 5);
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), '  Kind and on time ');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Message/ }),
      'Carla was wonderful with Mum.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/review/add/member-1');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      empathy: 5,
      punctuality: 4,
      knowledge: 4,
      helpfulness: 5,
      title: 'Kind and on time',
      message: 'Carla was wonderful with Mum.',
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it("shows the server's field error beside its field", async () => {
    vi.stubGlobal('fetch', answer(400, { title: 'That title is too long.' }));
    render(<ReviewEditor role='family' member={member} review={saved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That title is too long.')).toBeTruthy();
  });

  it('Cancel restores the saved values', async () => {
    vi.stubGlobal('fetch', answer(200, {}));
    render(<ReviewEditor role='family' member={member} review={saved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    await userEvent.clear(title);
    await userEvent.type(title, 'Changed my mind');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe(
      'Kind and on time',
    );
  });

  it('Delete asks first, then offers a fresh form; refused, the review stays', async () => {
    const fetch = answer(200, { message: 'Review deleted' });
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('confirm', vi.fn(() => false));
    render(<ReviewEditor role='family' member={member} review={saved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByTestId('review-card')).toBeTruthy();

    vi.stubGlobal('confirm', vi.fn(() => true));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
    const [url] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/review/delete/review-1');
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('');
  });

  it('before three completed shifts, says Not Eligible instead of a form', () => {
    render(<ReviewEditor role='family' member={{ ...member, numShifts: 2 }} review={null} />);
    expect(screen.getByTestId('not-eligible')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
