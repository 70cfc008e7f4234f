import assert from 'node:assert/strict';
import { describeUserAgent, networkPrefix, placeOf } from './user-agent.ts';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
};

Deno.test('browsers are told apart from the engines they imitate', () => {
  assert.deepEqual(describeUserAgent(UA.chromeWindows), { browser: 'Chrome 131', os: 'Windows' });
  assert.deepEqual(describeUserAgent(UA.edgeWindows), { browser: 'Edge 131', os: 'Windows' });
  assert.deepEqual(describeUserAgent(UA.safariIphone), { browser: 'Safari 17', os: 'iOS' });
  assert.deepEqual(describeUserAgent(UA.chromeIphone), { browser: 'Chrome 131', os: 'iOS' });
  assert.deepEqual(describeUserAgent(UA.firefoxMac), { browser: 'Firefox 133', os: 'macOS' });
  assert.deepEqual(describeUserAgent(UA.safariMac), { browser: 'Safari 18', os: 'macOS' });
  assert.deepEqual(describeUserAgent(UA.samsungAndroid), {
    browser: 'Samsung Internet 26',
    os: 'Android',
  });
  assert.deepEqual(describeUserAgent(UA.firefoxLinux), { browser: 'Firefox 133', os: 'Linux' });
  assert.deepEqual(describeUserAgent(UA.headless), { browser: 'Chrome 140', os: 'Linux' });
});

Deno.test('an agent that says nothing is described as nothing, not guessed', () => {
  assert.deepEqual(describeUserAgent(''), { browser: null, os: null });
  assert.deepEqual(describeUserAgent('curl/8.5.0'), { browser: null, os: null });
});

Deno.test('a network is named by its prefix only', () => {
  assert.equal(networkPrefix('203.0.113.42'), '203.0.113.x');
  assert.equal(networkPrefix('::ffff:203.0.113.42'), '203.0.113.x');
  assert.equal(networkPrefix('2001:db8:85a3::8a2e:370:7334'), '2001:db8:85a3::/48');
  assert.equal(networkPrefix('2001:0db8:0000:0000:0000:0000:0000:0001'), '2001:db8:0::/48');
  assert.equal(networkPrefix('not an address'), null);
  assert.equal(networkPrefix('999.1.1.1'), null);
});

Deno.test('where a session is: unknown, this computer or local network, or a network', () => {
  assert.deepEqual(placeOf('', '203.0.113.9'), { kind: 'unknown' });
  assert.deepEqual(placeOf('garbage', '203.0.113.9'), { kind: 'unknown' });
  for (const local of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.1', '192.168.1.10', 'fd00::1']) {
    assert.deepEqual(placeOf(local, '203.0.113.9'), { kind: 'local' }, local);
  }
  assert.deepEqual(placeOf('172.32.0.1', ''), {
    kind: 'network',
    prefix: '172.32.0.x',
    same: false,
  });
  assert.deepEqual(placeOf('203.0.113.42', '203.0.113.9'), {
    kind: 'network',
    prefix: '203.0.113.x',
    same: true,
  });
  assert.deepEqual(placeOf('198.51.100.7', '203.0.113.9'), {
    kind: 'network',
    prefix: '198.51.100.x',
    same: false,
  });
});
