import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedOperatedAreas } from '../src/areas/seed.js';
import { seedCartProducts } from '../src/cart/seed.js';
import { openDatabase, type Db } from '../src/db/client.js';
import { installJobTables } from '../src/jobs/queue.js';
import { seedDemoNetwork } from '../src/network/seed.js';

// Vitest's global set-up of the API projects (decision 263): the migrated database with the demo
// network, the operated areas and the cart products is made once per run, and every test file's
// database starts as a copy of it. Making it costs ~3 s on PGlite (initdb inside WebAssembly)
// and ~1 s on PostgreSQL; a copy costs ~0.5 s and ~0.1 s.

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding the seeded data folder's dump. PostgreSQL: the template database's name. */
    seededDatabase: string;
  }
}

/** What every test database holds before its test file writes anything. */
export async function seedForTests(db: Db): Promise<void> {
  await seedDemoNetwork(db);
  await seedOperatedAreas(db);
  await seedCartProducts(db);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `landline_seeded_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const template = await openDatabase({ url: templateUrl.toString(), setUp: seedForTests });
    await installJobTables(template);
    // A template must have no connection while a copy is made of it.
    await template.close();
    project.provide('seededDatabase', name);
    return () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({ setUp: seedForTests });
  await installJobTables(database);
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'landline-seeded-')), 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededDatabase', file);
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
