// @vitest-environment node
// Which errors mean "the database is away" (503 with Retry-After) rather than a bug (500) or bad input (400):
// backend/src/middlewares/database-unavailable.ts. The cluster test restarts PostgreSQL under load for the rest.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../backend/src/middlewares/database-unavailable';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused or cut connection, a server shutting down or starting, a pool timeout', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // Wrapped by Strapi or knex.
    expect(isDatabaseUnavailable(Object.assign(new Error('select … - failed'), { cause: pgError('57P01') }))).toBe(true);
  });

  it('leaves query errors and everything else alone', () => {
    expect(isDatabaseUnavailable(pgError('22P02', 'invalid input syntax for type integer'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
