import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (decision 100)', () => {
  it.each([
    ['57P01 admin shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P03 starting up', pgError('57P03', 'the database system is starting up')],
    ['57014 statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['08006 connection failure', pgError('08006')],
    ['ECONNREFUSED', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['pool wait timeout', new Error('timeout exceeded when trying to connect')],
    ['connection terminated', new Error('Connection terminated unexpectedly')],
    ['client read timeout', new Error('Query read timeout')],
  ])('recognises %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('looks through Drizzle\'s wrapper (cause) and AggregateError', () => {
    const wrapped = new Error('Failed query: select 1', { cause: pgError('57P01') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED')], 'connect failed'))).toBe(true);
  });

  it('leaves real bugs and constraint errors to the 500 / their own handling', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
