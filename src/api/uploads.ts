import { apiRequest } from './client';
import { mapMedia } from './strapi';
import type { StrapiMedia } from './wire';
import type { Media } from './types';

/** Where an image goes: the member's photo, or a company's logo or photos (numeric ids only). */
export type UploadTarget =
  | { kind: 'member'; id: number; field: 'BioImage' }
  | { kind: 'company'; id: number; field: 'Logo' | 'Photos' };

const REF = { member: 'api::member.member', company: 'api::company.company' } as const;

/** Uploads one file linked to its entry; the server replaces a single-image field's previous file. */
export async function uploadImage(target: UploadTarget, file: File): Promise<Media | null> {
  const form = new FormData();
  form.append('files', file, file.name);
  form.append('ref', REF[target.kind]);
  form.append('refId', String(target.id));
  form.append('field', target.field);
  const uploaded = await apiRequest<StrapiMedia[]>('/api/upload', { method: 'POST', body: form });
  return mapMedia(uploaded[0]);
}

export async function deleteUploadedFile(fileId: number): Promise<void> {
  await apiRequest<unknown>(`/api/upload/files/${fileId}`, { method: 'DELETE' });
}
