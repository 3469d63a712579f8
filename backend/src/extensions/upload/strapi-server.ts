// Upload plugin, content API, limited to a member's own media:
// - POST /api/upload needs ref/refId/field pointing at the caller's member (BioImage) or at a company the
//   caller belongs to (Logo, Photos); images only (JPEG, PNG, WebP, GIF: checked on the bytes; SVG refused);
//   BioImage and Logo hold one image (a successful upload replaces and deletes the previous one),
//   Photos at most 50. Replacing or re-describing an existing file (?id=) is refused.
// - DELETE /api/upload/files/:id only for a file of the caller's member or of one of its companies.
// - Every path that stores bytes (this one and the admin's media library of organisers and admins) keeps
//   only allowed images within the pixel ceiling (src/utils/image-check.ts), within a daily quota per
//   person (src/utils/upload-quota.ts).
import type { Context, Next } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Action, PluginDefinition, UploadedFile } from '../../utils/strapi-types';
import { companyService } from '../../api/company/services/company';
import { memberService } from '../../api/member/services/member';
import { lockedAcrossInstances, serialize } from '../../utils/lock';
import { isDbId } from '../../utils/input';
import { assertAllowedImage, assertAllowedImages } from '../../utils/image-check';
import { ADMIN_UPLOAD_QUOTA, MEMBER_UPLOAD_QUOTA, reserveUploadQuota, tooLargeMessage } from '../../utils/upload-quota';

const { ValidationError, PolicyError, NotFoundError, PayloadTooLargeError } = errors;

const TARGETS: Record<string, { fields: Record<string, number> }> = {
  // field → maximum number of files it holds
  'api::member.member': { fields: { BioImage: 1 } },
  'api::company.company': { fields: { Logo: 1, Photos: 50 } },
};
const PHOTO_LIMIT_MESSAGE = 'Une société peut avoir au plus 50 photos.';

/** Ids of the files currently in `field` of entry `refId` of `ref`. */
async function currentFileIds(ref: string, refId: number, field: string): Promise<number[]> {
  const entry = await strapi.db.query(ref as UID.ContentType).findOne({
    where: { id: refId },
    select: ['id'],
    populate: { [field]: { select: ['id'] } },
  });
  const value = entry?.[field];
  return (Array.isArray(value) ? value : value ? [value] : []).map((f) => f.id);
}

async function checkUploadTarget(ctx: Context, memberId: number) {
  const body = ctx.request.body ?? {};
  const { ref, refId, field } = body;
  if ([ref, refId, field].some((v) => typeof v !== 'string' || v === '')) {
    throw new ValidationError('ref, refId et field sont obligatoires (un seul de chaque)');
  }
  const extra = Object.keys(body).filter((k) => !['ref', 'refId', 'field', 'fileInfo'].includes(k));
  if (extra.length) throw new ValidationError(`Paramètres non acceptés : ${extra.join(', ')}`);
  if (!isDbId(refId)) throw new ValidationError("refId doit être l'identifiant numérique de l'entrée");
  if (body.fileInfo !== undefined) {
    // The plugin JSON.parse()s fileInfo without a guard (malformed → 500): check it first.
    try {
      if (typeof body.fileInfo === 'string') JSON.parse(body.fileInfo);
    } catch {
      throw new ValidationError('fileInfo doit être du JSON valide');
    }
  }
  const target = TARGETS[ref];
  const limit = target?.fields[field];
  if (!limit) throw new PolicyError('Envoi de fichier non autorisé pour ce champ');
  const id = Number(refId);
  const allowed = ref === 'api::member.member' ? id === memberId : await companyService(strapi).isMember(id, memberId);
  if (!allowed) throw new PolicyError('Envoi de fichier non autorisé pour cette entrée');
  return { ref, refId: id, field, limit };
}

// Strapi creates its 'API Uploads' folder on the first content-API upload: two first uploads at once both
// inserted it (UNIQUE path → 500). Created once, serialised; a second try covers another instance's race.
let apiFolderReady: Promise<unknown> | undefined;
function ensureApiUploadFolder() {
  apiFolderReady ??= serialize('upload:api-folder', async () => {
    const service = strapi.plugin('upload').service('api-upload-folder');
    try {
      return await service.getAPIUploadFolder();
    } catch {
      return service.getAPIUploadFolder();
    }
  }).catch((error) => {
    apiFolderReady = undefined;
    throw error;
  });
  return apiFolderReady;
}

export default (plugin: PluginDefinition) => {
  const factory = plugin.controllers['content-api'] as (deps: { strapi: Core.Strapi }) => Record<string, Action>;
  plugin.controllers['content-api'] = (deps: { strapi: Core.Strapi }) => {
    const controller = factory(deps);
    return {
      ...controller,

      async upload(this: unknown, ctx: Context, next: Next) {
        const member = await memberService(strapi).ownerOf(ctx.state.user?.id);
        if (!member) throw new PolicyError('Aucun profil membre n’est lié à ce compte');
        if (ctx.query?.id !== undefined) throw new PolicyError('Le remplacement de fichier existant est interdit');
        const { ref, refId, field, limit } = await checkUploadTarget(ctx, member.id);

        const raw = ctx.request.files?.files;
        const files = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter(Boolean);
        if (files.length === 0) throw new ValidationError('Aucun fichier reçu (champ "files")');
        // Strapi checks its sizeLimit only after re-encoding the image (often much smaller): check what was sent.
        const sizeLimit = Number((strapi.config.get('plugin::upload') as { sizeLimit?: number })?.sizeLimit) || 0;
        for (const file of files) {
          if (sizeLimit && Number(file.size) > sizeLimit) {
            throw new PayloadTooLargeError(tooLargeMessage(sizeLimit));
          }
          await assertAllowedImage(file);
        }
        if (limit === 1 && files.length > 1) throw new ValidationError('Une seule image est acceptée pour ce champ.');
        await ensureApiUploadFolder();
        const giveBack = await reserveUploadQuota(
          strapi,
          `member:${member.id}`,
          files.map((file) => Number(file.size) || 0),
          MEMBER_UPLOAD_QUOTA,
        );

        // Serialised per entry and field (across instances on PostgreSQL), so the count check and the
        // upload don't race another upload.
        try {
          await lockedAcrossInstances(strapi, `upload:${ref}:${refId}:${field}`, async () => {
            const previous = await currentFileIds(ref, refId, field);
            if (limit > 1 && previous.length + files.length > limit) throw new ValidationError(PHOTO_LIMIT_MESSAGE);
            await controller.upload.call(this, ctx, next);
            // Only once the new image is stored: drop the one it replaces (single-image fields).
            if (limit === 1 && ctx.status < 300) {
              const uploadService = strapi.plugin('upload').service('upload');
              for (const id of previous) {
                const old = await uploadService.findOne(id);
                if (old) await uploadService.remove(old);
              }
            }
          });
        } catch (error) {
          await giveBack(); // nothing was stored
          throw error;
        }
      },

      async destroy(this: unknown, ctx: Context, next: Next) {
        const member = await memberService(strapi).ownerOf(ctx.state.user?.id);
        if (!member) throw new PolicyError('Aucun profil membre n’est lié à ce compte');
        const id = String(ctx.params.id ?? '');
        if (!isDbId(id)) throw new ValidationError('Identifiant de fichier invalide');
        const exists = await strapi.db.query('plugin::upload.file').count({ where: { id: Number(id) } });
        if (!exists) throw new NotFoundError('Fichier introuvable');
        if (!(await memberService(strapi).ownedFileIds(member.id)).has(Number(id))) {
          throw new PolicyError('Suppression non autorisée : ce fichier ne t’appartient pas');
        }
        return controller.destroy.call(this, ctx, next);
      },
    };
  };

  // The upload service is where every path stores bytes: the content API above, and the admin's media library
  // (upload, upload from a URL, replace) used by organisers and admins. The same image check runs here, before
  // Strapi reads any pixel; admin uploads also count against the uploader's quota.
  const serviceFactory = plugin.services.upload;
  plugin.services.upload = (deps: { strapi: Core.Strapi }) => {
    const service = serviceFactory(deps) as Record<string, (...args: unknown[]) => Promise<unknown>>;
    return {
      ...service,

      async upload(input: { files?: UploadedFile | UploadedFile[] }, opts?: { user?: { id?: number } }) {
        await assertAllowedImages(input?.files);
        const adminId = opts?.user?.id;
        if (!adminId) return service.upload(input, opts); // the content API: its controller counted the member
        const files = (Array.isArray(input.files) ? input.files : [input.files]).filter(Boolean) as UploadedFile[];
        const giveBack = await reserveUploadQuota(
          deps.strapi,
          `admin:${adminId}`,
          files.map((file) => Number(file.size) || 0),
          ADMIN_UPLOAD_QUOTA,
        );
        try {
          return await service.upload(input, opts);
        } catch (error) {
          await giveBack();
          throw error;
        }
      },

      async replace(id: unknown, input: { file?: UploadedFile }, opts?: unknown) {
        await assertAllowedImages(input?.file);
        return service.replace(id, input, opts);
      },
    };
  };
  return plugin;
};
