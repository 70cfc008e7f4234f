// The messenger as a family uses it: Enter sends the trimmed message (a blank one is not sent),
// the caregiver's reply arrives over the socket and is marked read, and blocking disables the box
// with the spec's sentence. Only the network is replaced: fetch, and the page's WebSocket (a
// stand-in the test speaks for the server through).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { answerFetch, FakeSocket } from '../../../../tests/fakes/dom-network.ts';
import type { Channel, Message } from '../model.ts';
import Messenger, { type MessengerProps } from './messenger.tsx';

afterEach(cleanup);

beforeAll(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
});

const party = (userIdNumber: string, firstName: string, lastName: string) => ({
  userIdNumber,
  firstName,
  lastName,
  imgUrlThumb: null,
});

const channel: Channel = {
  channelId: 'chn-1',
  familyInfo: party('F100', 'Gloria', 'Nguyen'),
  caregiverInfo: party('C200', 'Amélie', 'Roy'),
  other: party('C200', 'Amélie', 'Roy'),
  latestMsg: null,
  blockedBy: [],
  jobId: null,
  createdAt: '2026-11-20T15:00:00.000Z',
};

const message = (id: string, body: string, mine: boolean): Message => ({
  id,
  channelId: 'chn-1',
  body,
  createdAt: `2026-11-21T15:00:0${id.slice(-1)}.000Z`,
  userIdNumber: mine ? 'F100' : 'C200',
  firstName: mine ? 'Gloria' : 'Amélie',
  lastName: mine ? 'Nguyen' : 'Roy',
  isRead: false,
  mine,
});

const props: MessengerProps = {
  channels: [channel],
  activeId: 'chn-1',
  page: { messages: [], nextCursor: null },
  viewerUserIdNumber: 'F100',
  viewerType: 'family',
  serverNow: '2026-11-21T16:00:00.000Z',
};

const box = () => screen.getByRole('textbox', { name: 'Write a message' });
const bubbles = () => document.querySelectorAll('.bubble .bubble__body');

describe('messenger', () => {
  it('sends the trimmed message on Enter, never a blank one, and clears the box', async () => {
    const calls = answerFetch(({ method, url, body }) =>
      method === 'POST' && url === '/api/message/chn-1'
        ? [200, message('m1', (body as { body: string }).body, true)]
        : [200, {}]
    );
    render(<Messenger {...props} />);
    expect(screen.getByText('No messages yet. Say hello!')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await userEvent.type(box(), '   {Enter}');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(box());
    await userEvent.type(box(), '  Hello Amélie!{Shift>}{Enter}{/Shift}Are you free?{Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent).toEqual([
      { method: 'POST', url: '/api/message/chn-1', body: { body: 'Hello Amélie!\nAre you free?' } },
    ]);
    expect(bubbles()[0].textContent).toBe('Hello Amélie!\nAre you free?');
    expect((box() as HTMLTextAreaElement).value).toBe('');
    // The list shows it as the channel's latest message.
    const nav = screen.getByRole('navigation', { name: 'Conversations' });
    expect(within(nav).getByText('Hello Amélie!\nAre you free?', { normalizer: (s) => s }))
      .toBeTruthy();
  });

  it('shows and announces a reply that arrives live, and marks it read', async () => {
    const calls = answerFetch(({ url }) =>
      url === '/api/message/chn-1/mark-read' ? [200, { updated: 1 }] : [200, {}]
    );
    render(<Messenger {...props} />);
    const socket = FakeSocket.last!;
    socket.change('messages', 'insert', 'm2', message('m2', 'Yes, Tuesday works.', false));
    expect(bubbles()[0].textContent).toBe('Yes, Tuesday works.');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(
      'New message from Amélie Roy',
    );
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/message/chn-1/mark-read',
        body: ['m2'],
      })
    );
    // A message of another channel does not join this chat.
    socket.change('messages', 'insert', 'm3', {
      ...message('m3', 'Elsewhere', false),
      channelId: 'chn-2',
    });
    expect(bubbles()).toHaveLength(1);
  });

  it('blocking disables the box with the sentence, and offers Unblock', async () => {
    const calls = answerFetch(({ url }) =>
      url === '/api/message/chn-1/block'
        ? [200, { ...channel, blockedBy: ['F100'] }]
        : url === '/api/message/chn-1/unblock'
        ? [200, channel]
        : [200, {}]
    );
    render(<Messenger {...props} />);
    await userEvent.click(screen.getByLabelText('Conversation options'));
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(
      await screen.findByText(
        'This person has been blocked. Messages can no longer be sent or recived until unblocked by you.',
      ),
    ).toBeTruthy();
    expect((box() as HTMLTextAreaElement).disabled).toBe(true);
    expect(calls.map((c) => c.url)).toContain('/api/message/chn-1/block');

    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect((box() as HTMLTextAreaElement).disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Block' })).toBeTruthy();
  });

  it('tells the caregiver they were blocked when the family blocks live', () => {
    answerFetch(() => [200, {}]);
    render(<Messenger {...props} viewerUserIdNumber='C200' viewerType='caregiver' />);
    FakeSocket.last!.change('message_channels', 'update', 'chn-1', {
      ...channel,
      other: party('F100', 'Gloria', 'Nguyen'),
      blockedBy: ['F100'],
    });
    expect(screen.getByText('You have been blocked and are unable to send messages.')).toBeTruthy();
    expect((box() as HTMLTextAreaElement).disabled).toBe(true);
    // The caregiver's menu has View Job (no open job: the job list) and no Unblock.
    expect(screen.getByRole('link', { name: 'View Job' }).getAttribute('href')).toBe('/jobs');
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
  });
});
