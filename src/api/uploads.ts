import { apiRequest } from './client';
import { mapMedia } from './strapi';
import type { StrapiMedia } from './wire';
import type { Media } from './types';

/** Where an image goes, in the app's words: the member's photo, a company's logo or one of its photos. */
export type UploadTarget =
  { kind: 'member-photo'; memberId: number } | { kind: 'company-logo'; companyId: number } | { kind: 'company-photo'; companyId: number };

/** The same in Strapi's: the entry (content type and numeric id) and its media field. */
function strapiTarget(target: UploadTarget) {
  switch (target.kind) {
    case 'member-photo':
      return { ref: 'api::member.member', refId: target.memberId, field: 'BioImage' };
    case 'company-logo':
      return { ref: 'api::company.company', refId: target.companyId, field: 'Logo' };
    case 'company-photo':
      return { ref: 'api::company.company', refId: target.companyId, field: 'Photos' };
  }
}

/** Uploads one file linked to its entry; the server replaces a single-image field's previous file. */
export async function uploadImage(target: UploadTarget, file: File): Promise<Media | null> {
  const { ref, refId, field } = strapiTarget(target);
  const form = new FormData();
  form.append('files', file, file.name);
  form.append('ref', ref);
  form.append('refId', String(refId));
  form.append('field', field);
  const uploaded = await apiRequest<StrapiMedia[]>('/api/upload', { method: 'POST', body: form });
  return mapMedia(uploaded[0]);
}

export async function deleteUploadedFile(fileId: number): Promise<void> {
  await apiRequest<unknown>(`/api/upload/files/${fileId}`, { method: 'DELETE' });
}
