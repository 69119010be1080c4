import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, rootReason } from './faults.js';

const pgError = (code: string, severity = 'ERROR', message = 'x') => Object.assign(new Error(message), { code, severity });
/** As Drizzle wraps the driver's error: the query and its parameters in the message, the cause inside. */
const wrapped = (cause: Error) =>
  Object.assign(new Error('Failed query: select * from users where email = $1\nparams: sam@example.com'), { cause });

describe('database faults', () => {
  it.each([
    ['a dropped connection (57P01)', pgError('57P01', 'FATAL', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', pgError('57P03', 'FATAL')],
    ['a connection failure (class 08)', pgError('08006')],
    ['a database that refuses connections (FATAL 55000)', pgError('55000', 'FATAL', 'database "x" is not currently accepting connections')],
    ['too many clients (53300)', pgError('53300', 'FATAL')],
    ['a refused socket', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a closed connection', new Error('Connection terminated unexpectedly')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['any of these wrapped by Drizzle', wrapped(pgError('57P01', 'FATAL'))],
  ])('counts %s as the database being away', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a syntax error', pgError('42601')],
    ['a wrapped check violation', wrapped(pgError('23514'))],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error at all', 'oops'],
  ])('does not count %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('reports the driver reason in one line, without the query or its parameters', () => {
    const reason = rootReason(wrapped(pgError('57P01', 'FATAL', 'terminating connection due to administrator command')));
    expect(reason).toBe('terminating connection due to administrator command (57P01)');
  });
});
