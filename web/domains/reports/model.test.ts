import assert from 'node:assert/strict';
import { afterPage, firstPageSize, mayLoadMore, type Report } from './model.ts';

const reports = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}` }) as Report);

Deno.test('reports paging: an admin can always load more, a party until a short page', () => {
  assert.equal(mayLoadMore('admin', null), true);
  assert.equal(mayLoadMore('family', null), false);
  assert.equal(mayLoadMore('caregiver', 'c'), true);
  assert.equal(firstPageSize('admin'), 30);
  assert.equal(firstPageSize('family'), 15);
});

Deno.test('reports paging: a short page stops the automatic loading, not the admin button', () => {
  // A party's short page: the server's null cursor ends the list.
  assert.deepEqual(afterPage('family', 'c1', { reports: reports(1), cursor: null }, 3), {
    cursor: null,
    auto: false,
  });
  // An admin's empty page keeps the cursor it asked with; scrolling stops asking.
  assert.deepEqual(afterPage('admin', 'c1', { reports: [], cursor: null }, 3), {
    cursor: 'c1',
    auto: false,
  });
  assert.deepEqual(afterPage('admin', 'c1', { reports: reports(1), cursor: 'r0' }, 3), {
    cursor: 'r0',
    auto: false,
  });
  // A full page keeps scrolling going.
  assert.deepEqual(afterPage('caregiver', 'c1', { reports: reports(3), cursor: 'r2' }, 3), {
    cursor: 'r2',
    auto: true,
  });
});
