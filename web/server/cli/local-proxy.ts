// A local load balancer in front of several web servers (issue 21): Debian's HAProxy, installed
// with apt when missing, round-robin over the servers, WebSocket upgrades passed through (a
// socket stays on the server it opened on; when that server goes, the client reconnects and
// lands on another). Used by `npm start -- --instances=N` and the two-server tests.
import { ensurePackages } from './local-postgres.ts';
import { portOpens, stopInSteps } from './processes.ts';

const HAPROXY = '/usr/sbin/haproxy';

export type RunningProxy = {
  url: string;
  port: number;
  child: Deno.ChildProcess;
  stop(): Promise<void>;
};

export function haproxyConfig(port: number, backends: number[]) {
  return [
    'global',
    // Each connection is two descriptors (client and server side): within the usual 20,000.
    '  maxconn 9000',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // An open WebSocket is a tunnel: kept for as long as the realtime client keeps it.
    '  timeout tunnel 1h',
    // The servers see the client's address in X-Forwarded-For (TRUST_PROXY=1 behind it).
    '  option forwardfor',
    // A request that cannot reach its server (stopped, starting) is sent to another.
    '  option redispatch',
    '  retries 2',
    '',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend servers',
    '',
    'backend servers',
    '  balance roundrobin',
    ...backends.map((p, i) => `  server web${i + 1} 127.0.0.1:${p} check inter 1s fall 2 rise 1`),
    '',
  ].join('\n');
}

/** Starts HAProxy on `port` over `backends`; resolves once it accepts connections. */
export async function startProxy(
  port: number,
  backends: number[],
  dir: string,
): Promise<RunningProxy> {
  await ensurePackages([{ file: HAPROXY, pkg: 'haproxy' }]);
  Deno.mkdirSync(dir, { recursive: true });
  const config = `${dir}/haproxy.cfg`;
  Deno.writeTextFileSync(config, haproxyConfig(port, backends));
  // -db: stay in the foreground, so stopping the child stops the proxy.
  const child = new Deno.Command(HAPROXY, {
    args: ['-f', config, '-db'],
    stdin: 'null',
    stdout: 'null',
    stderr: 'piped',
  }).spawn();
  // Its last words, drained as they come (a full pipe would stall it), for a failed start.
  let said = '';
  void (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of child.stderr) said = (said + decoder.decode(chunk)).slice(-2000);
  })().catch(() => {});
  if (!(await portOpens(port))) {
    await stopInSteps([child], [[0, 'SIGKILL']]);
    const reason = said.trim().split('\n').findLast((l) => /ALERT|error/i.test(l)) ?? said;
    throw new Error(`HAProxy did not start on port ${port}: ${reason.trim() || 'no answer'}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    stop: () => stopInSteps([child], [[0, 'SIGTERM'], [3000, 'SIGKILL']]),
  };
}
