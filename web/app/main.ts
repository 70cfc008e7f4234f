// The web server: `deno run -A web/app/main.ts` (npm start runs it for you).
import { createApp } from './app.ts';
import { realtimeHub } from './realtime-hub.server.ts';
import { env } from '../server/env.server.ts';

/** How long a stopping server waits for its requests in flight before it exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

const app = createApp();
const server = Deno.serve({ port: env.port, hostname: '0.0.0.0', onListen: () => {} }, app.fetch);
console.log(`Tendwell is serving ${env.baseUrl}`);

// Stopping (a deploy, a scale-down): take no new connection, hand the live sockets back to the
// load balancer (their clients reconnect elsewhere), let the requests in flight finish, exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  Deno.addSignalListener(signal, async () => {
    const shutdown = server.shutdown();
    realtimeHub.closeAll();
    const timer = setTimeout(() => Deno.exit(0), SHUTDOWN_GRACE_MS);
    await shutdown;
    clearTimeout(timer);
    Deno.exit(0);
  });
}
