// The instances of a set-up behind nginx: a PostgreSQL database of their own on a server, and
// server processes started on it, each answering GET /readyz before it counts as started.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { until } from './nginx.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const API_DIR = path.join(REPO_ROOT, 'apps/api');

/** A local port nothing listens on now (taken, then given back). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Runs statements on a PostgreSQL server as the user of `url`. */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database on the server of `adminUrl`: its name and its URL. */
export async function createDatabase(adminUrl: string, prefix = 'landline_cluster'): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  // FORCE: an instance killed a moment ago may still hold a connection the server has not noticed.
  await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export interface Instance {
  name: string;
  port: number;
  /** host:port, as nginx's upstream names it. */
  address: string;
  url: (p: string) => string;
  child: ChildProcess;
  /** Resolves when the process has ended, however. */
  exited: Promise<void>;
  /** What it printed so far. */
  log: () => string;
}

/**
 * Starts one server (`args` run by node in apps/api: 'dist/main.js', or the sources through tsx)
 * on `port` with `env`, its output appended to `logFile`; resolves once GET /readyz answers 200.
 * A detached one outlives this process (the command line's `start`).
 */
export async function startInstance(options: {
  name: string;
  port: number;
  args: string[];
  env: Record<string, string>;
  logFile: string;
  detached?: boolean;
}): Promise<Instance> {
  // The server decides its own NODE_ENV (src/start.ts): a test runner's must not leak in.
  const { NODE_ENV: _inherited, ...outer } = process.env;
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, options.args, {
    cwd: API_DIR,
    env: { ...outer, ...options.env, PORT: String(options.port) },
    detached: options.detached,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  if (options.detached) child.unref();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = (p: string) => `http://127.0.0.1:${options.port}${p}`;
  const printed = () => (fs.existsSync(options.logFile) ? fs.readFileSync(options.logFile, 'utf8') : '');
  try {
    await until(`${options.name} is ready (${options.logFile})`, async () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${options.name} stopped:\n${printed().slice(-2000)}`);
      return (await fetch(url('/readyz')).catch(() => null))?.status === 200;
    });
  } catch (error) {
    // Never left running behind a failed start.
    child.kill('SIGKILL');
    throw error;
  }
  return { name: options.name, port: options.port, address: `127.0.0.1:${options.port}`, url, child, exited, log: printed };
}

/** Stops a process by its id: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export async function stopProcess(pid: number, graceMs = 15_000): Promise<void> {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(pid, 'SIGTERM');
  try {
    await until(`process ${pid} has stopped`, async () => !alive(), graceMs);
  } catch {
    if (alive()) process.kill(pid, 'SIGKILL');
  }
}
