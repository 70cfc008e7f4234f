// Notifications (spec 000 §2.10, §4, §7; issue 20 point 31): a click follows the notification's
// link even when marking it read fails, and the failure's alert (it carries isAlert and url)
// shows on the page the link leads to; 'mark all read' is the spec's POST mark_read with the
// unread ids.
import { expect, login, test } from './fixtures.ts';

test('a click follows its link when mark_read fails; mark all read sends the unread ids', async ({ page, createUser, db }) => {
  const user = await createUser({ userType: 'family' });
  const reviewId = crypto.randomUUID();
  const [review] = await db`
    insert into public.notifications (recipient_id, class, ref_id, message, created_at)
    values (${user.id}, 'Review', ${reviewId}, 'E2E: a review is waiting', now())
    returning id`;
  const others = await db`
    insert into public.notifications (recipient_id, class, message, created_at)
    values (${user.id}, 'other', 'E2E: older news', now() - interval '1 hour'),
           (${user.id}, 'other', 'E2E: oldest news', now() - interval '2 hours')
    returning id`;

  await login(page, user);
  // The page's islands are running once its realtime socket opens.
  const hydrated = () =>
    page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/api/realtime') });
  let socket = hydrated();
  await page.goto('/notifications');
  await socket;

  // mark_read fails once: the link is followed anyway, and the error waits for that page.
  await page.route(
    '**/api/notifications/mark_read',
    (route) => route.fulfill({ status: 503, json: { general: 'E2E: marking is down' } }),
    { times: 1 },
  );
  await page.getByRole('link', { name: /E2E: a review is waiting/ }).click();
  await expect(page).toHaveURL(new RegExp(`/reviews/${reviewId}$`));
  await expect(page.getByRole('alert').filter({ hasText: 'E2E: marking is down' })).toBeVisible();
  const [still] = await db`select is_read from public.notifications where id = ${review.id}`;
  expect(still.isRead).toBe(false);

  // Mark all read: one mark_read call with the three unread ids, newest first.
  socket = hydrated();
  await page.goto('/notifications');
  await socket;
  await expect(page.locator('.notification--unread')).toHaveCount(3);
  const call = page.waitForRequest((r) =>
    r.url().endsWith('/api/notifications/mark_read') && r.method() === 'POST'
  );
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  expect((await call).postDataJSON()).toEqual([review.id, ...others.map((o) => o.id)]);
  await expect(page.locator('.notification--unread')).toHaveCount(0);
  const [{ unread }] = await db`select count(*)::int as unread from public.notifications
                                 where recipient_id = ${user.id} and not is_read`;
  expect(unread).toBe(0);
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
});
