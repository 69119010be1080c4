import path from 'node:path';
import { ConfigError, loadDataSettings } from '../config.js';
import { fatalLine } from '../http/logger.js';
import { backUpEmbedded, restoreEmbedded } from './embedded.js';
import { BackupError, sizeOf } from './files.js';
import { dumpPostgres, restorePostgres } from './postgres.js';
import { countsLine } from './summary.js';

// `npm run backup -- FILE` and `npm run restore -- FILE [--replace]` (decision 272; the commands
// in docs/operations.md, "Backups"). They read DATABASE_URL and DATA_DIR as the server does:
// PostgreSQL goes through pg_dump and pg_restore, the embedded database through its server while
// it runs, or its stopped folder. Each ends with one line; a refusal exits 1, a wrong call 2.

const USAGE = 'Usage: npm run backup -- FILE, or npm run restore -- FILE [--replace]';

async function main(args: string[]): Promise<string> {
  const [action, ...rest] = args;
  const replace = rest.includes('--replace');
  const named = rest.filter((arg) => arg !== '--replace');
  if (!['backup', 'restore'].includes(action) || named.length !== 1 || named[0].startsWith('-') || (replace && action === 'backup')) {
    console.error(USAGE);
    process.exit(2);
  }
  // npm runs this in apps/api; a file is named from where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), named[0]);
  const { DATABASE_URL, DATA_DIR } = loadDataSettings();
  const dataDir = path.resolve(DATA_DIR);

  if (action === 'backup') {
    if (DATABASE_URL) {
      const from = await dumpPostgres(DATABASE_URL, file);
      return `Dumped ${from} with pg_dump to ${file} (${sizeOf(file)}).`;
    }
    const server = await backUpEmbedded(dataDir, file);
    const which = server === 'running' ? 'from its running server' : 'from its stopped folder';
    return `Copied the embedded database in ${dataDir} ${which} to ${file} (${sizeOf(file)}).`;
  }
  if (DATABASE_URL) {
    const { counts, shown } = await restorePostgres(DATABASE_URL, file, replace);
    return `Restored ${file} into ${shown}${counts ? `: ${countsLine(counts)}` : ''}. Start the servers on it.`;
  }
  const { counts, setAside } = await restoreEmbedded(file, dataDir, replace);
  const aside = setAside ? ` What the folder held before is in ${setAside}.` : '';
  return `Restored ${file} into ${dataDir}${counts ? `: ${countsLine(counts)}` : ''}. Start the server on it.${aside}`;
}

main(process.argv.slice(2)).then(
  (line) => console.log(line),
  (error) => {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : `Failed: ${fatalLine(error)}`);
    process.exit(1);
  },
);
