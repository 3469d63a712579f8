import type { Env } from '../src/utils/strapi-types';
import path from 'path';

// SQLite is the embedded default; PostgreSQL is selected with DATABASE_CLIENT=postgres.
export default ({ env }: { env: Env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite') === 'postgres' ? 'postgres' : 'sqlite';

  const connections = {
    postgres: {
      connection: {
        connectionString: env('DATABASE_URL'),
        host: env('DATABASE_HOST', 'localhost'),
        port: env.int('DATABASE_PORT', 5432),
        database: env('DATABASE_NAME', 'club'),
        user: env('DATABASE_USERNAME', 'club'),
        password: env('DATABASE_PASSWORD', 'club'),
        ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
        schema: env('DATABASE_SCHEMA', 'public'),
      },
      pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
    },
    sqlite: {
      connection: {
        filename: path.resolve(env('DATABASE_FILENAME', path.join(__dirname, '..', '..', '.tmp', 'data.db'))),
      },
      useNullAsDefault: true,
    },
  };

  return {
    connection: {
      client,
      ...connections[client],
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};
