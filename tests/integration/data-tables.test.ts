// The data tables' addresses (issue 24 point 6; web/components/data-table-state.ts): a table page
// answers the view its address names, without JavaScript, and a sort, page or filter the table
// does not know is the default sort on the first page, never an error.
import assert from 'node:assert/strict';
import { sql } from '../../web/server/db.server.ts';
import { api, deleteUsers, origin, signedInAdmin, signedInFamily, test } from './helpers.ts';

const BAD = [
  'sort=drop%20table&page=-1',
  'sort=--when&page=1e9',
  'sort=%00&page=abc&state=evil&tsort=zz&q=%25%5C_',
  `sort=${'x'.repeat(300)}&page=100001&tpage=2`,
  'sort=constructor&page=0&member=nobody&taxYear=soon',
];

test('data tables: values a table does not know are its first page, never an error', async () => {
  const admin = await signedInAdmin();
  const family = await signedInFamily();
  try {
    const pages: [string, string][] = [
      ['/admin/audit', admin.cookie],
      ['/admin/background-checks', admin.cookie],
      ['/admin/inquiries', admin.cookie],
      ['/admin/accounts', admin.cookie],
      ['/admin/careers', admin.cookie],
      ['/mypay/history', family.cookie],
    ];
    for (const [path, cookie] of pages) {
      for (const query of BAD) {
        const res = await api('GET', `${path}?${query}`, { cookie });
        if (res.status === 302) {
          // A page past the end is answered by the first page of the same list.
          const to = new URL(res.headers.get('location')!, origin);
          assert.equal(to.pathname, path, `${path}?${query}`);
          assert.equal(to.searchParams.get('page'), null, `${path}?${query}`);
          continue;
        }
        assert.equal(res.status, 200, `${path}?${query}`);
      }
    }
  } finally {
    await deleteUsers(admin.id, family.id);
  }
});

test('data tables: the address sorts, searches and pages the inquiries the server renders', async () => {
  const admin = await signedInAdmin();
  const token = `dt${crypto.randomUUID().slice(0, 8)}`;
  try {
    for (const name of ['Bea', 'Cal', 'Ada']) {
      await sql`insert into public.contact_inquiries (name, email, subject, message)
                values (${`${name} ${token}`}, ${`${name.toLowerCase()}@example.ca`},
                        ${`About ${token}`}, 'Hello')`;
    }
    const order = (html: string) =>
      ['Ada', 'Bea', 'Cal'].sort((a, b) =>
        html.indexOf(`${a} ${token}`) - html.indexOf(`${b} ${token}`)
      );
    const byName = await api<string>('GET', `/admin/inquiries?q=${token}&sort=name`, {
      cookie: admin.cookie,
    });
    assert.equal(byName.status, 200);
    assert.deepEqual(order(byName.body), ['Ada', 'Bea', 'Cal']);
    // The sorted column says so, and only that one; its button asks for the other way next.
    assert.equal(byName.body.match(/aria-sort="/g)?.length, 1);
    assert.match(byName.body, /aria-sort="ascending"[^>]*><button[^>]*value="-name"/);
    const backwards = await api<string>('GET', `/admin/inquiries?q=${token}&sort=-name`, {
      cookie: admin.cookie,
    });
    assert.deepEqual(order(backwards.body), ['Cal', 'Bea', 'Ada']);
    // A page past the end of the search is its first page.
    const past = await api('GET', `/admin/inquiries?q=${token}&sort=name&page=3`, {
      cookie: admin.cookie,
    });
    assert.equal(past.status, 302);
    assert.equal(past.headers.get('location'), `/admin/inquiries?q=${token}&sort=name`);
  } finally {
    await sql`delete from public.contact_inquiries where subject = ${`About ${token}`}`;
    await deleteUsers(admin.id);
  }
});
