import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fatalLine } from './logger.js';

/** A database refusal as pg reports it: its detail quotes the row's values. */
function pgError(message: string, fields: Record<string, string>): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('fatalLine (a failed start-up, printed before the server stops)', () => {
  it('names the type, code, reason and SQL of a failed query, never its parameters or the detail', () => {
    const cause = pgError('duplicate key value violates unique constraint "users_email_unique"', {
      code: '23505',
      detail: 'Key (email)=(ada@example.com) already exists.',
    });
    const query = `insert into "users" ("email", "first_name") values ($1, $2)${', ($3, $4)'.repeat(200)}`;
    const line = fatalLine(new DrizzleQueryError(query, ['ada@example.com', 'Ada', 'secret-value'], cause));
    expect(line).toMatch(
      /^DrizzleQueryError 23505: duplicate key value violates unique constraint "users_email_unique" \(SQL: insert into "users"/,
    );
    expect(line).not.toMatch(/ada@example\.com|Ada\b|secret-value|params|Key \(/);
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThan(400);
  });

  it('hides the value a database quotes in its message, and keeps a plain error as it is', () => {
    const cast = pgError('invalid input syntax for type uuid: "not-a-uuid-but-a-name"', { code: '22P02' });
    expect(fatalLine(cast)).toBe('DatabaseError 22P02: invalid input syntax for type uuid: [redacted]');
    expect(fatalLine(new Error('another server (pid 12) is using ./data'))).toBe('another server (pid 12) is using ./data');
  });
});
