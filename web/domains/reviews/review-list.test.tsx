import assert from 'node:assert/strict';
import { renderToString } from 'react-dom/server';
import ReviewList from './islands/review-list.tsx';
import type { Review } from './model.ts';

const review: Review = {
  id: 'r1',
  teamMemberId: 'm1',
  title: 'Kind',
  message: 'Very kind.',
  breakdown: { empathy: 5, punctuality: 4, knowledge: 4, helpfulness: 5 },
  score: 4.5,
  createdAt: '2026-11-20T15:00:00.000Z',
  editedAt: null,
  familyInfo: { firstName: 'Erin', lastName: 'Tester', imgUrlThumb: null },
  caregiverInfo: { firstName: 'Carla', lastName: 'Nguyen' },
};

Deno.test('review list: 5 skeletons while loading', () => {
  const html = renderToString(<ReviewList role='family' reviews={null} />);
  assert.equal(html.match(/data-testid="review-skeleton"/g)?.length, 5);
});

Deno.test('review list: empty states per role', () => {
  assert.match(
    renderToString(<ReviewList role='family' reviews={[]} />),
    /You have not written any reviews yet/,
  );
  assert.match(
    renderToString(<ReviewList role='caregiver' reviews={[]} />),
    /You have not received any reviews yet/,
  );
});

Deno.test('review list: a family’s card links to /reviews/{teamMemberId} and names the caregiver', () => {
  const html = renderToString(<ReviewList role='family' reviews={[review]} />);
  assert.match(html, /href="\/reviews\/m1"/);
  assert.match(html, /Review of Carla Nguyen/);
  assert.match(html, /4\.50/);
});
