// The SQL of operated areas. Each function takes the database or a transaction first.

import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { operatedAreas } from '../db/schema.js';

export type OperatedAreaRow = typeof operatedAreas.$inferSelect;
export type NewOperatedArea = typeof operatedAreas.$inferInsert;

export interface AreaFilter {
  isActive?: boolean;
  areaType?: number;
  city?: string;
}

/** The areas matching every filter given, by id. */
export async function listAreas(db: Db, filter: AreaFilter): Promise<OperatedAreaRow[]> {
  const where: SQL[] = [];
  if (filter.isActive !== undefined) where.push(eq(operatedAreas.isActive, filter.isActive));
  if (filter.areaType !== undefined) where.push(eq(operatedAreas.areaType, filter.areaType));
  if (filter.city !== undefined) where.push(sql`lower(${operatedAreas.city}) = lower(${filter.city})`);
  return db
    .select()
    .from(operatedAreas)
    .where(and(...where))
    .orderBy(asc(operatedAreas.id));
}

export async function areaById(db: Db, id: number): Promise<OperatedAreaRow | undefined> {
  const [row] = await db.select().from(operatedAreas).where(eq(operatedAreas.id, id));
  return row;
}

/** Inserts the areas whose name is not taken yet; returns how many were inserted. */
export async function insertMissingAreas(db: Db, rows: NewOperatedArea[]): Promise<number> {
  if (!rows.length) return 0;
  const inserted = await db
    .insert(operatedAreas)
    .values(rows)
    .onConflictDoNothing({ target: operatedAreas.name })
    .returning({ id: operatedAreas.id });
  return inserted.length;
}
