import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadDataSettings, publicUrlOf } from '../config.js';
import { MemoryFailureCounter } from '../accounts/rate-limits.js';
import { backupAccessFile, COMMAND_PATH, type BackupAccess } from '../backup/server.js';
import { systemClock } from '../clock/clock.js';
import { lockDataDir } from '../db/data-lock.js';
import { openDatabase } from '../db/client.js';
import { fatalLine } from '../http/logger.js';
import { makeAdmin, OPS_ADMIN_COMMAND } from './first-admin.js';
import { StaffService } from './service.js';

// `npm run ops:admin -- --email ada@example.com [--name "Ada Lovelace"]` (docs/operations.md,
// "The operations console"). PostgreSQL (DATABASE_URL) is written directly; the embedded
// database through its running server (the port and token the backup command uses, decision
// 272), or, when none runs, its folder under the folder's lock. Prints one line; a refusal exits 1.

const USAGE = 'Usage: npm run ops:admin -- --email ADDRESS [--name "FULL NAME"]';

async function main(argv: string[]): Promise<string> {
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { email: { type: 'string' }, name: { type: 'string' } } }));
  } catch {
    values = {};
  }
  if (!values.email) {
    console.error(USAGE);
    process.exit(2);
  }
  const body = { email: values.email, name: values.name ?? values.email.split('@')[0] };
  const { DATABASE_URL, DATA_DIR } = loadDataSettings();
  const publicUrl = publicUrlOf(process.env);
  const dataDir = path.resolve(DATA_DIR);
  if (!DATABASE_URL) {
    const answer = await askRunningServer(dataDir, body);
    if (answer !== null) return answer;
  }
  const unlock = DATABASE_URL ? () => {} : lockDataDir(dataDir);
  try {
    const database = await openDatabase({ url: DATABASE_URL, dataDir });
    try {
      const clock = systemClock;
      const staff = new StaffService({ db: database.db, clock, publicUrl, failures: new MemoryFailureCounter(60_000, clock) });
      return await makeAdmin(staff, body);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

/** The running server's answer, or null when no server runs on the folder. */
async function askRunningServer(dataDir: string, body: object): Promise<string | null> {
  let access: BackupAccess;
  try {
    access = JSON.parse(fs.readFileSync(backupAccessFile(dataDir), 'utf8')) as BackupAccess;
  } catch {
    return null;
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: access.port,
        method: 'POST',
        path: `${COMMAND_PATH}${OPS_ADMIN_COMMAND}`,
        headers: { authorization: `Bearer ${access.token}`, 'content-type': 'application/json' },
      },
      async (response) => {
        let text = '';
        for await (const chunk of response) text += chunk;
        if (response.statusCode === 200) resolve(text.trim());
        else if (response.statusCode === 404) resolve(null);
        else reject(new ConfigError(text.trim()));
      },
    );
    request.setTimeout(30_000, () => request.destroy(new ConfigError('The running server did not answer: try again.')));
    // Nothing on the port: a dead server's access file.
    request.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve(null) : reject(error)));
    request.end(JSON.stringify(body));
  });
}

main(process.argv.slice(2)).then(
  (line) => console.log(line),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : `Failed: ${fatalLine(error)}`);
    process.exit(1);
  },
);
