// users-permissions, made safe for this club:
// - POST /api/auth/local/register creates the user AND its member, linked, in one transaction; the body's
//   `username` is the member's Name ("Prénom et Nom", what the PWA sends), the account's username is
//   generated (account-rules.ts): two members may share a name;
// - POST /api/auth/local and GET /api/users/me also return `member: { id }`;
// - PUT /api/users/me changes the caller's own e-mail, password or username, nothing else (the plugin's
//   PUT /api/users/:id passes the whole body through, role included: never granted); a new e-mail or
//   password needs the current password, and the answer carries a fresh token (the old ones are revoked);
//   neither can take another account's e-mail or username (compared case-insensitively, both ways);
// - passwords: 10 characters at least, on registration, change and reset (account-rules.ts);
// - a password or e-mail change revokes every older token (token-revocation.ts);
// - reset codes expire after an hour (reset-code-expiry.ts);
// - login takes as long for an unknown e-mail as for a wrong password (login-timing.ts);
// - passwords are hashed at bcrypt cost 10, lower only on the throwaway test server (password-cost.ts).
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Action, PluginDefinition } from '../../utils/strapi-types';
import { isPlainObject } from '../../utils/input';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  NAME_LENGTH_MESSAGE,
  PHONE_MAX_LENGTH,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  isPersonNameLength,
} from '@club/contract';
import { lockedTransaction } from '../../utils/lock';
import { isOrganiser } from '../../utils/organiser';
import { ACCOUNT_MESSAGES, checkPassword, checkUsername, generateUsername } from './account-rules';
import { USER_UID as USER, revokeTokensOnCredentialChange, withTokenRevocation } from './token-revocation';
import { refuseExpiredResetCode, stampResetCodes } from './reset-code-expiry';
import { equaliseUnknownIdentifier } from './login-timing';
import { prepareThrottleTable } from '../../utils/rate-limiter';
import { passwordHashCost } from './password-cost';

const { ApplicationError, ValidationError } = errors;

const sanitizeUser = (user: Record<string, unknown>, ctx: Context) =>
  strapi.contentAPI.sanitize.output(user, strapi.getModel(USER), { auth: ctx.state.auth });

/** A user as the API answers it: the sanitized fields plus `member: { id, Name }` (null when no member is linked). */
type PublicUser = Record<string, unknown> & {
  id: number;
  documentId: string;
  username: string;
  email: string;
  member: { id: number; Name: string | null } | null;
  /** The account holds the app's 'Organisateur' role (utils/organiser.ts): what the app shows; the server checks again. */
  organiser: boolean;
};

async function userWithMember(userId: number, ctx: Context): Promise<PublicUser | null> {
  const user = await strapi.db
    .query(USER)
    .findOne({ where: { id: userId }, populate: { member: { select: ['id', 'Name'] }, role: { select: ['type'] } } });
  if (!user) return null;
  const { member, role, ...rest } = user;
  const safe = (await sanitizeUser(rest, ctx)) as Record<string, unknown>;
  // The member's Name is the person's name (the username is an internal identifier).
  return {
    ...safe,
    member: member ? { id: member.id as number, Name: (member.Name as string) ?? null } : null,
    organiser: isOrganiser({ role }),
  } as PublicUser;
}

function requireString(body: Record<string, unknown>, key: string, label: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value.trim() === '') throw new ValidationError(`${label} est obligatoire`, { field: key });
  if (value.includes('\u0000')) throw new ValidationError(`${label} contient un caractère interdit`, { field: key });
  return value.trim();
}

/**
 * Whether another account (not `exceptId`) already answers to `identifier`, as an e-mail or as a username:
 * the login matches what is typed against both, so an e-mail or username must never equal another account's
 * e-mail or username, whatever the case.
 */
async function identifierTaken(identifier: string, exceptId?: number) {
  const where: Record<string, unknown> = { $or: [{ email: { $eqi: identifier } }, { username: { $eqi: identifier } }] };
  if (exceptId !== undefined) where.id = { $ne: exceptId };
  return (await strapi.db.query(USER).count({ where })) > 0;
}

/** A generated username no account has yet (the random suffix makes a retry very unlikely). */
async function freeUsername(email: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = generateUsername(email);
    if (!(await identifierTaken(candidate))) return candidate;
  }
  throw new ApplicationError('Le compte n’a pas pu être créé, réessaie dans un instant.');
}

async function register(ctx: Context) {
  const body = ctx.request.body;
  if (!isPlainObject(body)) throw new ValidationError('Le corps de la requête doit être un objet JSON');
  const allowed = ['username', 'email', 'password', 'phone'];
  const invalid = Object.keys(body).filter((k) => !allowed.includes(k));
  if (invalid.length) throw new ValidationError(`Invalid parameters: ${invalid.join(', ')}`);

  // `username` in the body is the person's name (the field the PWA has always sent); it becomes the member's Name.
  const name = requireString(body, 'username', 'Le nom (Prénom et Nom)');
  const email = requireString(body, 'email', "L'e-mail").toLowerCase();
  const phone = requireString(body, 'phone', 'Le téléphone');
  checkPassword(body.password);
  if (!isPersonNameLength(name)) throw new ValidationError(NAME_LENGTH_MESSAGE, { field: 'username' });
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) throw new ValidationError(EMAIL_MESSAGE, { field: 'email' });
  if (phone.length > PHONE_MAX_LENGTH || !PHONE_PATTERN.test(phone)) throw new ValidationError(PHONE_MESSAGE, { field: 'phone' });

  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const settings = (await store.get({ key: 'advanced' })) as { allow_register?: boolean; default_role?: string } | null;
  if (!settings?.allow_register) throw new ApplicationError('Register action is currently disabled');
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: settings.default_role } });
  if (!role) throw new ApplicationError('Impossible to find the default role');

  // One transaction, serialised (the uniqueness check and the inserts must not interleave with another
  // registration): a failure in any step leaves neither user nor member behind.
  const userId = await lockedTransaction(strapi, 'register', async () => {
    if (await identifierTaken(email)) throw new ApplicationError(ACCOUNT_MESSAGES.registrationRefused);
    const username = await freeUsername(email);
    const member = await strapi.documents('api::member.member').create({
      data: { Name: name, Email: email, Phone: phone, Profile: 'Member' },
    });
    const user = await strapi.documents(USER).create({
      data: {
        username,
        email,
        password: body.password as string,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role.id as number,
        member: member.id,
      },
    });
    return user.id as number;
  });

  const jwt = strapi.plugin('users-permissions').service('jwt').issue({ id: userId });
  const user = await userWithMember(userId, ctx);
  if (!user) throw new ApplicationError('Le compte n’a pas pu être relu après sa création');
  ctx.body = { jwt, user: { id: user.id, documentId: user.documentId, username: user.username, email: user.email, member: user.member } };
}

async function me(ctx: Context) {
  if (!ctx.state.user) return ctx.unauthorized();
  ctx.body = await userWithMember(ctx.state.user.id, ctx);
}

async function updateMe(ctx: Context) {
  if (!ctx.state.user) return ctx.unauthorized();
  const body = ctx.request.body;
  if (!isPlainObject(body)) throw new ValidationError('Le corps de la requête doit être un objet JSON');
  const allowed = ['email', 'password', 'username', 'currentPassword'];
  const refused = Object.keys(body).filter((k) => !allowed.includes(k));
  if (refused.length) throw new ValidationError(`Champs non modifiables : ${refused.join(', ')}`, { fields: refused });
  if (Object.keys(body).filter((k) => k !== 'currentPassword').length === 0)
    throw new ValidationError('Rien à modifier (email, password ou username)');

  const id = ctx.state.user.id;
  const stored = await strapi.db.query(USER).findOne({ where: { id }, select: ['id', 'email', 'password'] });
  const data: Record<string, unknown> = {};
  if ('email' in body) {
    const email = requireString(body, 'email', "L'e-mail").toLowerCase();
    if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) throw new ValidationError(EMAIL_MESSAGE, { field: 'email' });
    data.email = email;
  }
  if ('username' in body) {
    // An internal identifier, not the person's name (that is the member's Name): never an e-mail address.
    const username = requireString(body, 'username', 'L’identifiant');
    checkUsername(username);
    data.username = username;
  }
  if ('password' in body) {
    checkPassword(body.password);
    data.password = body.password;
  }
  // A stolen token alone must not be enough to take the account over: e-mail and password need the
  // current password (a failure counts against the account's rate limit).
  const credentialsChange = 'password' in data || (data.email !== undefined && data.email !== stored?.email);
  if (credentialsChange) {
    if (typeof body.currentPassword !== 'string' || body.currentPassword === '') {
      throw new ValidationError(ACCOUNT_MESSAGES.currentPasswordRequired, { field: 'currentPassword' });
    }
    const valid = await strapi
      .plugin('users-permissions')
      .service('user')
      .validatePassword(body.currentPassword, stored?.password ?? '');
    if (!valid) throw new ValidationError(ACCOUNT_MESSAGES.currentPasswordWrong, { field: 'currentPassword' });
  }

  await lockedTransaction(strapi, 'register', async () => {
    if (data.email && (await identifierTaken(data.email as string, id))) throw new ApplicationError(ACCOUNT_MESSAGES.emailRefused);
    if (data.username && (await identifierTaken(data.username as string, id))) throw new ApplicationError(ACCOUNT_MESSAGES.usernameRefused);
    await strapi.plugin('users-permissions').service('user').edit(id, data);
  });
  const user = await userWithMember(id, ctx);
  // The change revoked every older token, this request's included: the answer carries the new one.
  ctx.body = credentialsChange ? { ...user, jwt: strapi.plugin('users-permissions').service('jwt').issue({ id }) } : user;
}

export default (plugin: PluginDefinition) => {
  // Read by the plugin's register/reset and by the document service alike (`encryption.rounds`).
  plugin.contentTypes.user.schema.attributes.password.encryption = { rounds: passwordHashCost() };
  plugin.services.jwt = withTokenRevocation(plugin.services.jwt);
  const pluginBootstrap = plugin.bootstrap;
  plugin.bootstrap = async (context: { strapi: Core.Strapi }) => {
    await pluginBootstrap?.(context);
    revokeTokensOnCredentialChange(context.strapi);
    stampResetCodes(context.strapi);
    // The auth rate limits' counters (src/middlewares/auth-rate-limit.ts), shared by every instance.
    await prepareThrottleTable(context.strapi.db.connection);
  };

  const authFactory = plugin.controllers.auth as (deps: { strapi: Core.Strapi }) => Record<string, Action>;
  plugin.controllers.auth = (deps: { strapi: Core.Strapi }) => {
    const auth = authFactory(deps);
    return {
      ...auth,
      register,
      // The club's password rule before the plugin's own checks.
      async changePassword(ctx: Context, next: Next) {
        checkPassword((ctx.request.body as { password?: unknown } | undefined)?.password);
        return auth.changePassword(ctx, next);
      },
      async resetPassword(ctx: Context, next: Next) {
        const body = ctx.request.body as { password?: unknown; code?: unknown } | undefined;
        checkPassword(body?.password);
        await refuseExpiredResetCode(deps.strapi, body?.code);
        return auth.resetPassword(ctx, next);
      },
      // Login: the plugin's answer, plus member: { id } so the app can go straight to the member's page.
      async callback(ctx: Context, next: Next) {
        if ((ctx.params?.provider ?? 'local') === 'local') await equaliseUnknownIdentifier(deps.strapi, ctx.request.body);
        await auth.callback(ctx, next);
        const body = ctx.body as { jwt?: string; user?: { id?: number } } | undefined;
        if (body?.user?.id && body.jwt) body.user = { ...body.user, ...(await userWithMember(body.user.id, ctx)) };
      },
    };
  };
  const userController = plugin.controllers.user as Record<string, Action>;
  userController.me = me;
  userController.updateMe = updateMe;

  // PUT /users/me must be matched before PUT /users/:id.
  const routes = plugin.routes['content-api'].routes;
  routes.unshift({ method: 'PUT', path: '/users/me', handler: 'user.updateMe', config: { prefix: '' } });
  return plugin;
};
