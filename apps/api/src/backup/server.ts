import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { Database } from '../db/client.js';
import { carriesToken } from '../http/bearer-token.js';
import { fatalLine } from '../http/logger.js';

/**
 * How `npm run backup` gets a copy of the embedded database while its server runs (decision 272):
 * the server listens for it on a port of its own, on 127.0.0.1 only (whatever HOST says, so no
 * proxy or other machine reaches it), and asks for a token it makes at each start. The port and
 * the token are in `backup-access` in the data folder, which is its user's alone (0700): whoever
 * can read them could read the database's files anyway.
 */
export const BACKUP_ACCESS = 'backup-access';

/** The one request the listener answers: the data folder as a gzip'd tar. */
export const BACKUP_REQUEST = '/data-folder.tar.gz';

/**
 * Other commands of this machine's operator that must write to the running server's embedded
 * database (`npm run ops:admin`): `POST /commands/<name>` with a JSON body, answered in a line
 * of text (200, or 400 with the reason).
 */
export type LocalCommands = Record<string, (body: unknown) => Promise<string>>;
export const COMMAND_PATH = '/commands/';

/** The largest body a local command takes. */
const COMMAND_BODY_MAX = 16 * 1024;

export interface BackupAccess {
  port: number;
  token: string;
}

export function backupAccessFile(dataDir: string): string {
  return path.join(dataDir, BACKUP_ACCESS);
}

export interface BackupListener {
  close(): Promise<void>;
}

/**
 * Serves copies of the embedded database. A copy is consistent: PGlite runs one statement at a
 * time, and `dumpDataDir` reads the whole folder between two statements, so it is the database as
 * a power cut at that instant would leave it: every committed transaction in, one still open
 * rolled back when the restored copy starts. Queries wait while the folder is read (about a second
 * for 40 MB); it is compressed after, while they run. One copy at a time: each holds the folder in
 * memory. The caller holds the folder's lock (main.ts), so an access file there is a dead server's.
 */
export async function serveBackups(
  database: Database,
  dataDir: string,
  log: (line: string) => void,
  commands: LocalCommands = {},
): Promise<BackupListener> {
  const dump = database.dumpDataDir;
  if (!dump) throw new Error('only the embedded database is copied by its server; PostgreSQL has pg_dump');
  const token = randomBytes(32).toString('base64url');
  let copying = false;
  const server = http.createServer((request, reply) => {
    const command =
      request.method === 'POST' && request.url?.startsWith(COMMAND_PATH) ? commands[request.url.slice(COMMAND_PATH.length)] : undefined;
    if (command && carriesToken(request.headers.authorization, token)) {
      void runCommand(command, request, reply);
      return;
    }
    if (request.method !== 'GET' || request.url !== BACKUP_REQUEST || !carriesToken(request.headers.authorization, token)) {
      reply.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    if (copying) {
      reply.writeHead(409, { 'content-type': 'text/plain' }).end('A backup is being made already: run it again when it is done.\n');
      return;
    }
    copying = true;
    void (async () => {
      try {
        const started = performance.now();
        const tar = await dump();
        const pausedMs = Math.round(performance.now() - started);
        reply.writeHead(200, { 'content-type': 'application/gzip' });
        await pipeline(Readable.fromWeb(tar.stream() as NodeReadableStream), zlib.createGzip(), reply);
        log(`Made a backup copy of the embedded database: ${tar.size} bytes read while queries waited ${pausedMs} ms.`);
      } catch (error) {
        log(`A backup copy failed: ${fatalLine(error)}`);
        if (reply.headersSent) reply.destroy();
        else reply.writeHead(500, { 'content-type': 'text/plain' }).end(`The copy failed: ${fatalLine(error)}\n`);
      } finally {
        copying = false;
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const access: BackupAccess = { port: (server.address() as AddressInfo).port, token };
  const file = backupAccessFile(dataDir);
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify(access), { mode: 0o600, flag: 'wx' });
  return {
    close: async () => {
      fs.rmSync(file, { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function runCommand(command: LocalCommands[string], request: http.IncomingMessage, reply: http.ServerResponse): Promise<void> {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > COMMAND_BODY_MAX) {
      reply.writeHead(413, { 'content-type': 'text/plain' }).end('Too large.\n');
      return;
    }
  }
  try {
    const line = await command(JSON.parse(text || '{}'));
    reply.writeHead(200, { 'content-type': 'text/plain' }).end(`${line}\n`);
  } catch (error) {
    reply.writeHead(400, { 'content-type': 'text/plain' }).end(`${fatalLine(error)}\n`);
  }
}

/**
 * The backup listener for main.ts, or null with one line saying why there is none: a server that
 * cannot offer it still serves travellers, and `npm run backup` then asks to stop it first.
 */
export async function offerBackups(
  database: Database,
  dataDir: string,
  log: (line: string) => void,
  commands: LocalCommands = {},
): Promise<BackupListener | null> {
  try {
    return await serveBackups(database, dataDir, log, commands);
  } catch (error) {
    log(`No backups while the server runs (${fatalLine(error)}); stop it to back up.`);
    return null;
  }
}
