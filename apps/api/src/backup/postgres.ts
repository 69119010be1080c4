import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { fatalLine } from '../http/logger.js';
import { BackupError, refuseToReplace, writePrivately } from './files.js';
import { COUNTS_SQL, type Counts } from './summary.js';

// Backing up and restoring PostgreSQL with its own tools (decision 272): `pg_dump -Fc` reads one
// snapshot, so the dump is consistent while every instance runs; `pg_restore` loads it into an
// empty database in one transaction. Their major version must be the server's or newer.

/**
 * How pg_dump and pg_restore reach the database: the URL without its password, which goes in
 * their environment (PGPASSWORD) instead, where other users of the machine cannot read it
 * (a command line shows in `ps`).
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv; shown: string } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  const shown = `${parsed.hostname || 'the local socket'}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  return { dbname: parsed.toString(), env, shown };
}

/** Runs one of PostgreSQL's client tools; a failure says the tool's own last lines. */
async function run(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk) => (said += chunk));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed: install PostgreSQL's client tools (Debian: postgresql-client), the server's major version or newer.`,
            )
          : error,
      ),
    );
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${said.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** `pg_dump --format=custom` of DATABASE_URL's database into `file` (0600); where it came from. */
export async function dumpPostgres(url: string, file: string): Promise<string> {
  refuseToReplace(file);
  const { dbname, env, shown } = connection(url);
  await writePrivately(file, async (partial) => {
    await run('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env);
    // pg_restore reads the dump's table of contents: a dump cut short fails here, not at a restore.
    await run('pg_restore', ['--list', partial], env);
  });
  return shown;
}

/**
 * Restores a `pg_dump -Fc` file into DATABASE_URL's database, which must have no tables (with
 * `replace`, pg_restore drops the dump's own objects first). One transaction: a failed restore
 * leaves the database as it was. Owners and grants are left out: the restoring role owns it all.
 */
export async function restorePostgres(url: string, file: string, replace: boolean): Promise<{ counts?: Counts; shown: string }> {
  const head = Buffer.alloc(5);
  try {
    const fd = fs.openSync(file, 'r');
    fs.readSync(fd, head, 0, 5, 0);
    fs.closeSync(fd);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${fatalLine(error)}`);
  }
  if (head.toString('latin1') !== 'PGDMP') {
    throw new BackupError(
      `${file} is not a pg_dump file in the custom format; a .tar.gz is the embedded database's backup (restore it with DATABASE_URL unset).`,
    );
  }
  const { dbname, env, shown } = connection(url);
  const tables = await query<{ n: number }>(
    url,
    `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
     where c.relkind in ('r', 'p') and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%'`,
  );
  if (tables[0].n > 0 && !replace) {
    throw new BackupError(
      `The database ${shown} has tables already: restore into a new, empty database (CREATE DATABASE …), or add --replace to drop the dump's tables first.`,
    );
  }
  const args = ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${dbname}`];
  if (replace) args.push('--clean', '--if-exists');
  await run('pg_restore', [...args, file], env);
  const counts = await query<Counts>(url, COUNTS_SQL).then(
    (rows) => rows[0],
    () => undefined,
  );
  return { counts, shown };
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot reach DATABASE_URL: ${fatalLine(error)}`);
  }
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}
