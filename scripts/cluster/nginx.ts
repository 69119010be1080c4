// nginx in front of the instances, run by this machine's user from a folder of its own: the site
// configuration (landline.conf, what a server's /etc/nginx/conf.d/ would hold) with the instances
// written in, inside an nginx.conf whose pid file, logs and temporary files stay in that folder,
// so it needs no root and touches nothing of a system nginx (decision 273).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Debian's nginx (the nginx-light package), unless NGINX_PATH names another. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** What to tell whoever runs without nginx, or undefined when it is there. */
export function nginxMissing(): string | undefined {
  if (fs.existsSync(NGINX_PATH)) return undefined;
  return (
    `nginx is missing at ${NGINX_PATH}: the two-instance set-up runs behind it. Install Debian's package with\n` +
    `  sudo apt-get update && sudo apt-get install -y nginx-light\n` +
    `(or point NGINX_PATH at another nginx binary).`
  );
}

/** How long an instance stays out of the rotation after a failure before nginx tries it again. */
export const FAIL_TIMEOUT_S = 10;

/**
 * landline.conf with the address to listen on, the instances ('127.0.0.1:3001') and the access
 * log's path written in.
 */
export function siteConf(options: { listen: string; instances: string[]; accessLog: string }): string {
  const template = fs.readFileSync(path.join(here, 'landline.conf'), 'utf8');
  const servers = options.instances.map((address) => `    server ${address} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`).join('\n');
  return template.replace('{{servers}}', servers).replace('{{listen}}', options.listen).replace('{{access_log}}', options.accessLog);
}

/** The nginx.conf of a folder: everything nginx writes stays in it, the site is landline.conf's. */
export function standaloneConf(dir: string): string {
  const tmp = (name: string) => path.join(dir, 'tmp', name);
  // Started by root, nginx would hand its workers to `nobody`, who cannot write in this folder.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  return (
    `# Written by scripts/cluster/nginx.ts; the site is ${path.join(dir, 'landline.conf')}.\n` +
    `daemon off;\n` +
    user +
    `worker_processes auto;\n` +
    `pid ${path.join(dir, 'nginx.pid')};\n` +
    `error_log ${path.join(dir, 'nginx-error.log')} warn;\n` +
    `events { worker_connections 1024; }\n` +
    `http {\n` +
    ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${tmp(kind)};\n`).join('') +
    `  include ${path.join(dir, 'landline.conf')};\n` +
    `}\n`
  );
}

export interface Nginx {
  url: (p: string) => string;
  port: number;
  pid: number;
  accessLog: string;
  child: ChildProcess;
  /** Stops it (SIGQUIT: the requests under way are answered first). */
  stop(): Promise<void>;
}

/**
 * Writes the folder's configuration, checks it (`nginx -t`), starts nginx in the foreground of its
 * own process (detached: it outlives this one) and resolves once it answers on `port`.
 */
export async function startNginx(options: { dir: string; port: number; instances: string[]; detached?: boolean }): Promise<Nginx> {
  const { dir, port } = options;
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, 'tmp', kind), { recursive: true });
  const accessLog = path.join(dir, 'nginx-access.log');
  fs.writeFileSync(path.join(dir, 'landline.conf'), siteConf({ listen: `127.0.0.1:${port}`, instances: options.instances, accessLog }));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), standaloneConf(dir));
  const args = ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'nginx-error.log')];
  const checked = await run(NGINX_PATH, [...args, '-t']);
  if (checked.code !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.output}`);
  const log = fs.openSync(path.join(dir, 'nginx-error.log'), 'a');
  const child = spawn(NGINX_PATH, args, { detached: options.detached, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  if (options.detached) child.unref();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = (p: string) => `http://127.0.0.1:${port}${p}`;
  try {
    await until(`nginx answers on port ${port}`, async () => {
      if (child.exitCode !== null) throw new Error(`nginx stopped: ${fs.readFileSync(path.join(dir, 'nginx-error.log'), 'utf8')}`);
      return (await fetch(url('/healthz')).catch(() => null))?.status === 200;
    });
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    port,
    pid: child.pid!,
    accessLog,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** One line of the access log (landline.conf's `landline` format). */
export interface AccessLine {
  client: string;
  method: string;
  /** The path with any uuid masked as `:uuid`, no query string. */
  path: string;
  status: number;
  /** The instances tried, in order ('127.0.0.1:3001'); two when a read was retried. */
  upstreams: string[];
}

/** The access log's lines so far. */
export function accessLines(accessLog: string): AccessLine[] {
  if (!fs.existsSync(accessLog)) return [];
  return fs
    .readFileSync(accessLog, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const m = /^(\S+) \[[^\]]*\] "(\S+) (\S*)" (\d{3}) \S+ \S+ upstream=(.*) \(.*\)$/.exec(line);
      if (!m) return [];
      const upstreams = m[5] === '-' ? [] : m[5].split(/\s*,\s*|\s+:\s+/);
      return [{ client: m[1], method: m[2], path: m[3], status: Number(m[4]), upstreams }];
    });
}

/**
 * Calls `ready` every 100 ms until it says true, and answers how long that took (ms); throws
 * once `deadlineMs` have passed. The machine's clock: what is waited for is another process.
 */
export async function until(what: string, ready: () => Promise<boolean>, deadlineMs = 90_000): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await ready()) return Math.round(performance.now() - start);
    if (performance.now() - start > deadlineMs) throw new Error(`gave up after ${deadlineMs / 1000} s waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}
