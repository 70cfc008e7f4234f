// xmllint for the T4 return tests: validates XML against the CRA's schema
// (../shared/cra-xml/layout-topologie.xsd). Installed by the set-up when missing and running as
// root (the project's scripts install system packages with apt, tests/run-all.ts); otherwise the
// test fails with one line naming the package.
const SCHEMA = new URL('../../../shared/cra-xml/layout-topologie.xsd', import.meta.url).pathname;

async function run(cmd: string, args: string[]) {
  try {
    const out = await new Deno.Command(cmd, { args, stdout: 'piped', stderr: 'piped' }).output();
    const dec = new TextDecoder();
    return { ok: out.success, text: dec.decode(out.stdout) + dec.decode(out.stderr) };
  } catch {
    return { ok: false, text: `${cmd} not found` };
  }
}

let ready: Promise<void> | null = null;

export function ensureXmllint(): Promise<void> {
  ready ??= (async () => {
    if ((await run('xmllint', ['--version'])).ok) return;
    if (Deno.uid?.() === 0) {
      await run('apt-get', ['install', '-y', '-q', 'libxml2-utils']);
      if ((await run('xmllint', ['--version'])).ok) return;
    }
    throw new Error('xmllint is missing: install the Debian package libxml2-utils');
  })();
  return ready;
}

/** Validates `xml` (bytes as sent) against the CRA schema; the error output when it fails. */
export async function validateT4(xml: Uint8Array): Promise<{ valid: boolean; output: string }> {
  await ensureXmllint();
  const file = await Deno.makeTempFile({ suffix: '.xml' });
  try {
    await Deno.writeFile(file, xml);
    const res = await run('xmllint', ['--noout', '--schema', SCHEMA, file]);
    return { valid: res.ok, output: res.text };
  } finally {
    await Deno.remove(file);
  }
}

/** The text of every `<name>` element, in order (ISO-8859-1 decoded). */
export function elements(xml: Uint8Array, name: string): string[] {
  const text = new TextDecoder('latin1').decode(xml);
  return [...text.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);
}

/** '1234.56' → 123456. */
export const cents = (amount: string) => Math.round(Number(amount) * 100);
