// What the scripts that start and stop processes share (npm test, npm run bench, the e2e server,
// the local cluster).

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const exists = (path: string) => {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops children in steps: for each `[ms, signal]`, waits up to `ms` for all of them to exit
 * (0: not at all), then sends `signal` to whoever still runs. Returns as soon as all have exited,
 * or once the last signal is sent.
 */
export async function stopInSteps(
  children: Deno.ChildProcess[],
  steps: Array<[ms: number, signal: Deno.Signal]>,
) {
  const alive = new Set(children);
  for (const child of children) child.status.then(() => alive.delete(child));
  const allExited = Promise.all(children.map((c) => c.status)).then(() => true);
  for (const [ms, signal] of steps) {
    if (ms > 0 && await Promise.race([allExited, sleep(ms).then(() => false)])) return;
    for (const child of alive) {
      try {
        child.kill(signal);
      } catch { /* already exited */ }
    }
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:`port` within `timeoutMs`. */
export async function portOpens(port: number, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    try {
      (await Deno.connect({ hostname: '127.0.0.1', port })).close();
      return true;
    } catch {
      if (Date.now() > deadline) return false;
      await sleep(100);
    }
  }
}

/** A TCP port on 127.0.0.1 that nothing listens on now (the OS picks it). */
export function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}
