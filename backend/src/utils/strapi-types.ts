// Types the server's files share, from Strapi's own (@strapi/types, @strapi/utils) and koa's.
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import type { env } from '@strapi/utils';

/** The `env` helper config files receive (env('X', fallback), env.int, env.bool, env.array…). */
export type Env = typeof env;

/** A route policy: true lets the request through, a thrown PolicyError refuses it. */
export type RoutePolicy = (
  policyContext: Core.PolicyContext & { state: { user?: { id: number } }; params: Record<string, string> },
  config: unknown,
  deps: { strapi: Core.Strapi },
) => Promise<boolean>;

/** The helpers every core controller has (validate, sanitize, transform); `this` in a controller's own methods. */
export type CoreController = Core.CoreAPI.Controller.Base;

/** A controller action (koa handler). */
export type Action = (ctx: Context, next: Next) => Promise<unknown> | unknown;

/** What a plugin extension (src/extensions/<plugin>/strapi-server.ts) receives and returns. */
export interface PluginDefinition {
  controllers: Record<string, ((deps: { strapi: Core.Strapi }) => Record<string, Action>) | Record<string, Action>>;
  services: Record<string, (deps: { strapi: Core.Strapi }) => Record<string, unknown>>;
  routes: Record<string, { routes: Record<string, unknown>[] }>;
  contentTypes: Record<string, { schema: { attributes: Record<string, Record<string, unknown>> } }>;
  bootstrap?: (deps: { strapi: Core.Strapi }) => Promise<void> | void;
}

/** A file as the body parser leaves it (formidable). */
export interface UploadedFile {
  filepath?: string;
  path?: string;
  originalFilename?: string | null;
  name?: string;
  size?: number;
  mimetype?: string | null;
  detectedMimeType?: string;
}
