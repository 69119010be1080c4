// Two instances behind nginx on one PostgreSQL database and one Redis, on this machine
// (docs/operations.md, "Two instances behind nginx"; decision 273). The command line:
//
//   npm run cluster -- start    build, create a database, start the instances and nginx, print the URL
//   npm run cluster -- status   each instance's /readyz and nginx's
//   npm run cluster -- stop     stop them all, drop the database, remove the folder
//
// The cluster test (apps/api/test/cluster.test.ts) and the rush benchmark (bench/rush) start the
// same set-up through startCluster.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_DIR, createDatabase, dropDatabase, freePort, REPO_ROOT, startInstance, stopProcess, type Instance } from './instances.js';
import { nginxMissing, startNginx, until, type Nginx } from './nginx.js';

export interface ClusterOptions {
  /** A folder of its own: nginx's configuration, logs and temporary files, the instances' logs. */
  dir: string;
  /** A PostgreSQL server's URL, as a user who may create databases: the set-up gets a new one. */
  postgresUrl: string;
  /** One Redis for the instances' shared limits; none: each counts its own. */
  redisUrl?: string;
  /** How an instance starts, run by node in apps/api: ['dist/main.js'] (built), or the sources through tsx. */
  args: string[];
  /** More settings for every instance (SMTP_URL, CLOCK_START…). */
  env?: Record<string, string>;
  instances?: number;
  /** nginx's port; a free one when absent. */
  port?: number;
  /** Processes that outlive this one (the command line). */
  detached?: boolean;
}

export interface Cluster {
  /** An address through nginx. */
  url: (p: string) => string;
  nginx: Nginx;
  instances: Instance[];
  database: { name: string; url: string };
  /** Starts instance `i` again on its port (after it stopped), with `env` added to the shared settings. */
  restart(i: number, env?: Record<string, string>): Promise<Instance>;
  /** Stops nginx and the instances, drops the database and removes the folder. */
  stop(): Promise<void>;
}

/** The address nginx connects to the instances from: the one proxy TRUST_PROXY names. */
export const NGINX_ADDRESS = '127.0.0.1';

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  fs.mkdirSync(options.dir, { recursive: true });
  const port = options.port ?? (await freePort());
  const database = await createDatabase(options.postgresUrl);
  // What every instance shares, as instances behind a load balancer do: the database, Redis,
  // the session secret, the public address, and nginx as the one proxy they believe.
  const shared: Record<string, string> = {
    DATABASE_URL: database.url,
    REDIS_URL: options.redisUrl ?? '',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: NGINX_ADDRESS,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...options.env,
  };
  const ports = await Promise.all(Array.from({ length: options.instances ?? 2 }, () => freePort()));
  const start = (i: number, env: Record<string, string> = {}) =>
    startInstance({
      name: `instance ${i + 1}`,
      port: ports[i],
      args: options.args,
      env: { ...shared, DATA_DIR: path.join(options.dir, `data-${i + 1}`), ...env },
      logFile: path.join(options.dir, `instance-${i + 1}.log`),
      detached: options.detached,
    });
  const instances: Instance[] = [];
  let nginx: Nginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.child.pid && stopProcess(instance.child.pid)));
    await dropDatabase(options.postgresUrl, database.name);
    fs.rmSync(options.dir, { recursive: true, force: true });
  };
  try {
    // Together, as a deployment starts them: the start-up lock takes them through the
    // migrations one at a time (decision 235).
    const started = await Promise.allSettled(ports.map((_, i) => start(i)));
    for (const s of started) if (s.status === 'fulfilled') instances.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    nginx = await startNginx({ dir: options.dir, port, instances: instances.map((i) => i.address), detached: options.detached });
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return {
    url: nginx.url,
    nginx,
    instances,
    database,
    async restart(i, env) {
      const instance = await start(i, env);
      instances[i] = instance;
      return instance;
    },
    stop,
  };
}

// The command line.

const dir = process.env.CLUSTER_DIR ?? path.join(os.tmpdir(), 'landline-cluster');
const stateFile = path.join(dir, 'state.json');

interface State {
  url: string;
  postgresUrl: string;
  database: string;
  nginx: number;
  instances: { name: string; pid: number; url: string }[];
}

async function commandStart(): Promise<void> {
  if (fs.existsSync(stateFile)) {
    console.error(`A set-up is already running (${stateFile}): npm run cluster -- stop`);
    process.exit(1);
  }
  const missing = nginxMissing();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  // The compiled server, as `npm start` runs it, serving the built web app.
  if (!fs.existsSync(path.join(REPO_ROOT, 'apps/web/build/client'))) {
    console.log('Building the web app (npm run build -w apps/web)…');
    if (spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPO_ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  if (spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' }).status !== 0) process.exit(1);
  const postgresUrl = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const cluster = await startCluster({
    dir,
    postgresUrl,
    redisUrl: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379',
    args: ['dist/main.js'],
    port: Number(process.env.CLUSTER_PORT ?? 8080),
    detached: true,
  });
  const state: State = {
    url: cluster.url('/'),
    postgresUrl,
    database: cluster.database.name,
    nginx: cluster.nginx.pid,
    instances: cluster.instances.map((i) => ({ name: i.name, pid: i.child.pid!, url: i.url('/') })),
  };
  fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
  console.log(`Landline runs behind nginx at ${state.url}`);
  for (const i of state.instances)
    console.log(`  ${i.name}: ${i.url} (pid ${i.pid}), log ${path.join(dir, `${i.name.replace(' ', '-')}.log`)}`);
  console.log(`  nginx: pid ${state.nginx}, configuration ${path.join(dir, 'landline.conf')}, log ${cluster.nginx.accessLog}`);
  console.log(`  database: ${cluster.database.name} on ${new URL(postgresUrl).host}`);
  console.log('Stop it with: npm run cluster -- stop');
}

async function commandStatus(): Promise<void> {
  const state = readState();
  for (const { name, url } of [{ name: 'nginx', url: state.url }, ...state.instances]) {
    const res = await fetch(new URL('/readyz', url)).catch((error: Error) => error);
    console.log(`${name} ${url}: ${res instanceof Error ? `does not answer (${res.message})` : `/readyz ${res.status}`}`);
  }
}

async function commandStop(): Promise<void> {
  const state = readState();
  try {
    process.kill(state.nginx, 'SIGQUIT');
    await until('nginx has stopped', async () => !isRunning(state.nginx), 15_000);
  } catch {
    // Already gone.
  }
  await Promise.all(state.instances.map((instance) => stopProcess(instance.pid)));
  await dropDatabase(state.postgresUrl, state.database);
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`Stopped nginx and ${state.instances.length} instances, dropped ${state.database}.`);
}

function readState(): State {
  if (!fs.existsSync(stateFile)) {
    console.error(`No set-up is running (no ${stateFile}): npm run cluster -- start`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(stateFile, 'utf8')) as State;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const commands: Record<string, () => Promise<void>> = { start: commandStart, status: commandStatus, stop: commandStop };
  const command = commands[process.argv[2] ?? ''];
  if (!command) {
    console.error('Usage: npm run cluster -- start | status | stop');
    process.exit(1);
  }
  command().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
