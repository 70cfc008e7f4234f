import assert from 'node:assert/strict';
import { html, messageText, SafeHtml, sanitizeMessageHtml } from './message-html.ts';

Deno.test('html escapes every interpolated value', () => {
  const name = `<img src=x onerror="alert(1)"> & 'co'`;
  const out = html`<b>${name}</b> applied`;
  assert.ok(out instanceof SafeHtml);
  assert.equal(
    out.value,
    '<b>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;co&#39;</b> applied',
  );
});

Deno.test('html nests fragments and lists without escaping them twice', () => {
  const who = html`<strong>${'Ana & Bo'}</strong>`;
  const out = html`${who} sent ${[
    html`<em>${1}</em>`,
    ' and ',
    html`<em>${2}</em>`,
  ]}${null}${undefined}${false}`;
  assert.equal(out.value, '<strong>Ana &amp; Bo</strong> sent <em>1</em> and <em>2</em>');
});

Deno.test('sanitizeMessageHtml keeps the allowed inline tags only', () => {
  assert.equal(
    sanitizeMessageHtml('<b>a</b><strong>b</strong><em>c</em><i>d</i><br><br/><br />'),
    '<b>a</b><strong>b</strong><em>c</em><i>d</i><br><br><br>',
  );
  assert.equal(sanitizeMessageHtml('<B>x</B>'), '<b>x</b>');
  assert.equal(sanitizeMessageHtml('<script>alert(1)</script>'), '&lt;script>alert(1)&lt;/script>');
  assert.equal(sanitizeMessageHtml('<b onclick="x">hi</b>'), '&lt;b onclick="x">hi</b>');
  assert.equal(
    sanitizeMessageHtml('<img src=x onerror=alert(1)>'),
    '&lt;img src=x onerror=alert(1)>',
  );
  assert.equal(
    sanitizeMessageHtml('<a href="javascript:alert(1)">x</a>'),
    '&lt;a href="javascript:alert(1)">x&lt;/a>',
  );
  assert.equal(sanitizeMessageHtml('<bold>'), '&lt;bold>');
  assert.equal(sanitizeMessageHtml('<<b>>'), '&lt;<b>>');
});

Deno.test('sanitizeMessageHtml keeps character references and escapes bare ampersands', () => {
  assert.equal(
    sanitizeMessageHtml('Tom &amp; Jerry &#39; &#x27; &eacute;'),
    'Tom &amp; Jerry &#39; &#x27; &eacute;',
  );
  assert.equal(sanitizeMessageHtml('Tom & Jerry &copy'), 'Tom &amp; Jerry &amp;copy');
});

Deno.test('sanitizeMessageHtml leaves html output unchanged', () => {
  const built =
    html`<b>${'<Ana>'}</b> sent you an invite.<br>Reply by <em>${"Friday's"}</em> noon, "soon" &amp; sure`;
  assert.equal(sanitizeMessageHtml(built.value), built.value);
});

Deno.test('messageText gives readable text', () => {
  assert.equal(
    messageText('<b>Ana &amp; Bo</b> applied.<br>Reply &#39;soon&#39; &lt;3'),
    "Ana & Bo applied. Reply 'soon' <3",
  );
});
