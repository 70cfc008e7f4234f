// How a signed-in device is named in the sessions list (issue 22 point 4): the browser and the
// operating system read from the user agent, and where it signed in from as far as an address
// says without asking anyone (no geolocation service): this computer or local network, the same
// network as the device looking, or the network's prefix. Pure, browser-safe, unit-tested.
import type { SessionPlace } from './model.ts';

/**
 * Browsers in the order they must be tested: most name the engines they imitate too (Edge says
 * Chrome and Safari, Chrome says Safari), so the more specific token comes first.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)|\bOpera\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bFirefox\/(\d+)|\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\bHeadlessChrome\/(\d+)/, 'Chrome'],
  [/\bChrome\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browser (with its major version) and the system, or null where the agent does not say. */
export function describeUserAgent(ua: string): { browser: string | null; os: string | null } {
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const m = ua.match(pattern);
    if (m) {
      const version = m.slice(1).find(Boolean);
      browser = version ? `${name} ${version}` : name;
      break;
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return { browser, os };
}

function ipv4Parts(ip: string): number[] | null {
  const m = ip.match(/^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((n) => n <= 255) ? parts : null;
}

function isLocal(ip: string): boolean {
  const v4 = ipv4Parts(ip);
  if (v4) {
    const [a, b] = v4;
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  const v6 = ip.toLowerCase();
  return v6 === '::1' || /^f[cd][0-9a-f]{2}:/.test(v6) || /^fe[89ab][0-9a-f]:/.test(v6);
}

/** The network part of an address: an IPv4 /24 or an IPv6 /48, the rest hidden. */
export function networkPrefix(ip: string): string | null {
  const v4 = ipv4Parts(ip);
  if (v4) return `${v4.slice(0, 3).join('.')}.x`;
  if (!ip.includes(':') || !/^[0-9a-f:]+$/i.test(ip)) return null;
  const [head, tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail ? tail.split(':') : [];
  const groups = tail === undefined
    ? left
    : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length !== 8) return null;
  return `${groups.slice(0, 3).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/48`;
}

/** Where a session signed in from, compared with the address of the device asking. */
export function placeOf(ip: string, currentIp: string): SessionPlace {
  const address = ip.trim();
  if (!address) return { kind: 'unknown' };
  if (isLocal(address)) return { kind: 'local' };
  const prefix = networkPrefix(address);
  if (!prefix) return { kind: 'unknown' };
  return { kind: 'network', prefix, same: networkPrefix(currentIp.trim()) === prefix };
}
