// Old tokens die with the password. JWTs are valid 30 days and stateless: a stolen token outlived a password
// change or a reset. Each user now has `tokensValidAfter` (private), moved forward whenever its password or
// e-mail changes, whatever the path (the app, a reset mail, the admin panel: a database lifecycle); a token
// issued before it is refused (401), and the user logs in again. Tokens carry their issue time in
// milliseconds (`iatMs`): JWT's own `iat` counts seconds, too coarse to tell a token from the change that
// follows it.
import type { Core } from '@strapi/strapi';

export const USER_UID = 'plugin::users-permissions.user';

interface TokenPayload {
  id?: number;
  iat?: number;
  iatMs?: number;
}

const issuedAtMs = (payload: TokenPayload) =>
  typeof payload.iatMs === 'number' ? payload.iatMs : typeof payload.iat === 'number' ? payload.iat * 1000 : 0;

/** The users-permissions jwt service, with issue times in ms and revoked tokens refused. */
interface JwtService {
  issue: (payload: Record<string, unknown>, options?: unknown) => string | Promise<string>;
  verify: (token: string) => Promise<unknown>;
}

export function withTokenRevocation(jwtFactory: (deps: { strapi: Core.Strapi }) => Record<string, unknown>) {
  return (deps: { strapi: Core.Strapi }) => {
    const base = jwtFactory(deps) as Record<string, unknown> & JwtService;
    return {
      ...base,
      issue(payload: Record<string, unknown>, options?: unknown) {
        const plain =
          typeof (payload as { toJSON?: () => object }).toJSON === 'function' ? (payload as { toJSON: () => object }).toJSON() : payload;
        return base.issue.call(this, { ...plain, iatMs: Date.now() }, options);
      },
      async verify(token: string) {
        const payload = (await base.verify.call(this, token)) as TokenPayload;
        if (payload?.id !== undefined) {
          const user = await deps.strapi.db.query(USER_UID).findOne({ where: { id: payload.id }, select: ['id', 'tokensValidAfter'] });
          const validAfter = user?.tokensValidAfter ? new Date(user.tokensValidAfter).getTime() : 0;
          if (issuedAtMs(payload) < validAfter) throw new Error('Token revoked.');
        }
        return payload;
      },
    };
  };
}

/** Moves tokensValidAfter forward on every change of a user's password or e-mail. */
export function revokeTokensOnCredentialChange(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async beforeUpdate(event) {
      const data = event.params?.data as Record<string, unknown> | undefined;
      if (!data) return;
      if (data.password !== undefined) {
        data.tokensValidAfter = new Date();
        return;
      }
      if (typeof data.email === 'string') {
        const where = event.params.where as Record<string, unknown>;
        const current = await strapi.db.query(USER_UID).findOne({ where, select: ['email'] });
        if (current && current.email !== data.email) data.tokensValidAfter = new Date();
      }
    },
  });
}
