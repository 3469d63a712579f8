// Every file a request uploads is written to a temp folder by the body parser before any rule runs.
// Strapi's body middleware removes those files only when the route succeeds: a refused upload (403, 400,
// 413 thrown by a rule) left its files behind, and any member could fill the disk with refused 10 MB
// images. Listed before strapi::body, this removes them on every outcome, and says in French when a file
// is over the size limit (the parser's own answer is 'FileTooBig').
import fs from 'node:fs/promises';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { tooLargeMessage } from '../utils/upload-quota';

type UploadedFile = { filepath?: string; path?: string };

function filesOf(ctx: Context): UploadedFile[] {
  const files = ctx.request?.files;
  if (!files || typeof files !== 'object') return [];
  return Object.values(files as Record<string, UploadedFile | UploadedFile[]>).flatMap((value) => (Array.isArray(value) ? value : [value]));
}

const uploadTempFiles: Core.MiddlewareFactory = (_config, { strapi }) => {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      const paths = filesOf(ctx)
        .map((file) => file?.filepath ?? file?.path)
        .filter((path): path is string => typeof path === 'string');
      await Promise.all(paths.map((path) => fs.rm(path, { force: true }).catch(() => undefined)));
    }
    const error = (ctx.body as { error?: { message?: string } } | undefined)?.error;
    if (ctx.status === 413 && error?.message === 'FileTooBig') {
      const sizeLimit = Number((strapi.config.get('plugin::upload') as { sizeLimit?: number })?.sizeLimit) || 0;
      error.message = tooLargeMessage(sizeLimit);
    }
  };
};

export default uploadTempFiles;
