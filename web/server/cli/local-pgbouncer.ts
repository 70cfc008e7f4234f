// A PgBouncer in transaction mode in front of a local cluster, as Supabase's pooler behaves
// (issue 21): the test runner puts the integration suite's pooled stage behind it, so a query
// that needs a session (a named prepared statement, a search_path set at connect, LISTEN) fails
// here before it fails in production. Debian's pgbouncer, installed with apt when missing; it
// refuses to run as root, so as root it runs as the `postgres` OS user, like the cluster.
import { ensurePackages, type LocalCluster } from './local-postgres.ts';
import { exists, portOpens, stopInSteps } from './processes.ts';

const PGBOUNCER = '/usr/sbin/pgbouncer';

export type RunningPgBouncer = {
  /** DATABASE_URL through the pooler. */
  url: string;
  port: number;
  stop(): Promise<void>;
};

function config(cluster: LocalCluster, port: number, dir: string) {
  return [
    '[databases]',
    `${cluster.database} = host=127.0.0.1 port=${cluster.port} dbname=${cluster.database}`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    "unix_socket_dir = ''",
    'pool_mode = transaction',
    'auth_type = scram-sha-256',
    `auth_file = ${dir}/userlist.txt`,
    `pidfile = ${dir}/pgbouncer.pid`,
    `logfile = ${dir}/pgbouncer.log`,
    'max_client_conn = 1000',
    // Below the cluster's max_connections (200), with room for the direct connections.
    'default_pool_size = 60',
    // Set by clients at connect; a pooler cannot keep them per client, as Supabase's does not.
    'ignore_startup_parameters = extra_float_digits,options',
    'server_reset_query =',
    'admin_users = postgres',
    '',
  ].join('\n');
}

/** Starts PgBouncer on `port` in front of `cluster`; resolves once it accepts connections. */
export async function startPgBouncer(
  cluster: LocalCluster,
  port: number,
): Promise<RunningPgBouncer> {
  await ensurePackages([{ file: PGBOUNCER, pkg: 'pgbouncer' }]);
  const dir = `${cluster.dataDir}-pgbouncer`;
  Deno.mkdirSync(dir, { recursive: true });
  Deno.writeTextFileSync(`${dir}/pgbouncer.ini`, config(cluster, port, dir));
  // The cluster's password ('postgres', as its URL says); PgBouncer answers SCRAM with it.
  Deno.writeTextFileSync(`${dir}/userlist.txt`, '"postgres" "postgres"\n', { mode: 0o600 });
  try {
    Deno.removeSync(`${dir}/pgbouncer.pid`);
  } catch { /* not left over */ }
  const asRoot = Deno.uid() === 0;
  if (asRoot) {
    await new Deno.Command('chown', { args: ['-R', 'postgres:postgres', dir] }).output();
  }
  const argv = asRoot
    ? ['runuser', '-u', 'postgres', '--', PGBOUNCER, `${dir}/pgbouncer.ini`]
    : [PGBOUNCER, `${dir}/pgbouncer.ini`];
  const child = new Deno.Command(argv[0], {
    args: argv.slice(1),
    cwd: '/',
    stdin: 'null',
    stdout: 'null',
    stderr: 'null',
  }).spawn();
  if (!(await portOpens(port))) {
    await stopInSteps([child], [[0, 'SIGKILL']]);
    const log = exists(`${dir}/pgbouncer.log`)
      ? Deno.readTextFileSync(`${dir}/pgbouncer.log`).trim().split('\n').at(-1)
      : 'no log';
    throw new Error(`PgBouncer did not start on port ${port}: ${log}`);
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${cluster.database}`,
    port,
    // SIGTERM: PgBouncer's immediate shutdown (SIGINT would wait for every client to leave).
    stop: () => stopInSteps([child], [[0, 'SIGTERM'], [3000, 'SIGKILL']]),
  };
}
