// The SQL of the site's settings (decision 280): one row per setting by name, its value as JSON.

import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { siteSettings } from '../db/schema.js';

export type SettingRow = typeof siteSettings.$inferSelect;

export async function allSettings(db: Db): Promise<SettingRow[]> {
  return db.select().from(siteSettings);
}

/** The rows named, locked until the transaction ends: two admins' changes are made one after the other. */
export async function lockSettings(tx: Db, names: string[]): Promise<SettingRow[]> {
  if (!names.length) return [];
  return tx.select().from(siteSettings).where(inArray(siteSettings.name, names)).for('update');
}

/** Adds the settings missing by name (an existing row, perhaps an admin's, stays); how many were added. */
export async function insertMissingSettings(db: Db, rows: SettingRow[]): Promise<number> {
  const added = await db.insert(siteSettings).values(rows).onConflictDoNothing({ target: siteSettings.name }).returning();
  return added.length;
}

export async function writeSetting(tx: Db, row: SettingRow): Promise<void> {
  await tx
    .insert(siteSettings)
    .values(row)
    .onConflictDoUpdate({ target: siteSettings.name, set: { value: row.value, updatedAt: row.updatedAt } });
}
