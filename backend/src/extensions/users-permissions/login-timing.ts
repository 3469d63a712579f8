// Login answers in the same time whether the e-mail has an account or not. The plugin compares the password
// with bcrypt (tens of milliseconds) only when the identifier matches a user, and answers at once otherwise:
// the difference told anyone which addresses are members. For an unknown identifier we compare the password
// with a dummy hash of the same cost, so both paths do the same work.
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { USER_UID } from './token-revocation';

let dummyHash: Promise<string> | undefined;

/** A hash of a random throwaway string, made as members' passwords are (same cost): no password matches it. */
function theDummyHash(strapi: Core.Strapi): Promise<string> {
  if (!dummyHash) {
    const users = strapi.plugin('users-permissions').service('user');
    const hashed: Promise<{ password: string }> = users.ensureHashedPasswords({ password: randomBytes(18).toString('base64') });
    // A failure is not kept: the next unknown login tries again.
    dummyHash = hashed.then(
      (values) => values.password,
      (error: unknown) => {
        dummyHash = undefined;
        throw error;
      },
    );
  }
  return dummyHash;
}

/** Before the plugin's login: spends a bcrypt comparison when no local account answers to `identifier`. */
export async function equaliseUnknownIdentifier(strapi: Core.Strapi, body: unknown) {
  const { identifier, password } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof identifier !== 'string' || typeof password !== 'string' || !identifier || !password) return;
  // The plugin's own lookup (auth.js callback): e-mail lower-cased, or the username as typed.
  const known = await strapi.db
    .query(USER_UID)
    .count({ where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] } });
  if (known > 0) return;
  await strapi
    .plugin('users-permissions')
    .service('user')
    .validatePassword(password, await theDummyHash(strapi));
}
