// The door's requests (routes/door.ts): the body is checked here (a clear French 400), the rules are the
// check-ins service's (services/check-ins.ts).
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DOOR_MESSAGES, EMAIL_MAX_LENGTH, EMAIL_MESSAGE, guestNameError, isEmail, type CheckInRequest } from '@club/contract';
import type { CheckIns, Organiser } from '../services/check-ins';

const CLIENT_ID = /^[A-Za-z0-9-]{8,80}$/;

type Ctx = Context & { params: { id: string }; state: { user: { id: number; username?: string } } };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function clientIdOf(value: unknown): string {
  if (typeof value !== 'string' || !CLIENT_ID.test(value)) throw new errors.ValidationError(DOOR_MESSAGES.clientId);
  return value;
}

/** The body of POST /check-ins, or a French 400. */
export function parseCheckIn(body: unknown): CheckInRequest {
  if (!isObject(body)) throw new errors.ValidationError('Le corps de la requête doit être un objet JSON');
  const clientId = clientIdOf(body.clientId);
  const at = typeof body.at === 'number' && Number.isFinite(body.at) ? body.at : Date.now();
  if (body.kind === 'member' || body.kind === 'walk-in') {
    if (!Number.isInteger(body.memberId) || (body.memberId as number) < 1) throw new errors.ValidationError(DOOR_MESSAGES.unknownMember);
    return { clientId, at, kind: body.kind, memberId: body.memberId as number };
  }
  if (body.kind === 'guest') {
    const guest = isObject(body.guest) ? body.guest : {};
    const name = typeof guest.name === 'string' ? guest.name.trim() : '';
    const email = typeof guest.email === 'string' ? guest.email.trim() : '';
    // The name goes into the club's mail: text only (the contract's rule, the guest form's too).
    const nameError = guestNameError(name);
    if (nameError) throw new errors.ValidationError(nameError);
    if (!isEmail(email) || email.length > EMAIL_MAX_LENGTH) throw new errors.ValidationError(EMAIL_MESSAGE);
    if (guest.consent !== true) throw new errors.ValidationError(DOOR_MESSAGES.consent);
    return { clientId, at, kind: 'guest', guest: { name, email, consent: true } };
  }
  throw new errors.ValidationError('Le type d’enregistrement doit être member, walk-in ou guest');
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const checkIns = () => strapi.service('api::door.check-ins') as unknown as CheckIns;

  /** Who checks in: the organiser's member name (the person), else the account's username. */
  async function organiserOf(ctx: Ctx): Promise<Organiser> {
    const user = await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: ctx.state.user.id }, select: ['id', 'username'], populate: { member: { select: ['Name'] } } });
    return { userId: ctx.state.user.id, name: (user?.member?.Name as string | undefined) || (user?.username as string) || 'Organisateur' };
  }

  return {
    async list(ctx: Ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: await checkIns().list(ctx.params.id) };
    },

    async attendance(ctx: Ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: await checkIns().attendance(ctx.params.id) };
    },

    async checkIn(ctx: Ctx) {
      const request = parseCheckIn(ctx.request.body);
      ctx.body = { data: await checkIns().checkIn(ctx.params.id, request, await organiserOf(ctx)) };
    },

    async undo(ctx: Ctx) {
      const body = ctx.request.body as unknown;
      const claims = isObject(body) && Array.isArray(body.claims) ? body.claims : null;
      if (!claims || claims.length === 0 || claims.length > 50) throw new errors.ValidationError('Indiquez les enregistrements à annuler');
      ctx.body = { data: await checkIns().undo(ctx.params.id, claims.map(clientIdOf), await organiserOf(ctx)) };
    },
  };
};
