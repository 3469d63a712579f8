import type { CompanyInput } from '@/api/companies-write';
import type { TaxonomyKind } from '@/api/taxonomies';
import type { Media, Taxon } from '@/api/types';
import type { UploadTarget } from '@/api/uploads';
import type { PhotosState, SingleImageState } from '@/components/forms/image-files';
import { resolveTagIds } from '@/lib/tags';
import { employeesNumber, type CompanyValues } from './schema';

/** The server calls a save needs (injected, so the order and the partial failures can be tested). */
export interface CompanySaveApi {
  createTaxon: (kind: TaxonomyKind, name: string) => Promise<Taxon>;
  createCompany: (input: CompanyInput) => Promise<number>;
  updateCompany: (id: number, input: CompanyInput) => Promise<void>;
  uploadImage: (target: UploadTarget, file: File) => Promise<Media | null>;
  deleteFile: (id: number) => Promise<void>;
}

/** Tells the form, step by step, what is now saved: a retry never sends it twice. */
export interface CompanySaveListener {
  onCompanySaved: (id: number) => void;
  onLogoSaved: (logo: Media | null) => void;
  onPhotoRemoved: (photoId: number) => void;
  onPhotoUploaded: (key: string, photo: Media | null) => void;
  onProgress: (done: number, total: number) => void;
}

export interface CompanySaveInput {
  /** null: a new company (or one whose creation has not succeeded yet). */
  id: number | null;
  values: CompanyValues;
  logo: SingleImageState;
  photos: PhotosState;
  known: Record<TaxonomyKind, Taxon[]>;
}

/** A failed save, with the company's id when it exists (edited, or created before the failure). */
export class CompanySaveError extends Error {
  constructor(
    readonly cause: unknown,
    readonly companyId: number | null,
  ) {
    super('company save failed');
    this.name = 'CompanySaveError';
  }
}

/**
 * Saves a company: new tags first, then the company (created with the caller as member, or updated),
 * then the logo, the removed photos and the new photos one by one. Each step that succeeds is reported,
 * so when a later one fails nothing already saved is lost or sent again.
 */
export async function saveCompany(input: CompanySaveInput, api: CompanySaveApi, listener: CompanySaveListener): Promise<number> {
  let companyId = input.id;
  try {
    const tagIds = async (kind: TaxonomyKind, tags: CompanyValues['sectors']) =>
      resolveTagIds(tags, input.known[kind], (name) => api.createTaxon(kind, name));
    const sectorIds = await tagIds('sectors', input.values.sectors);
    const skillIds = await tagIds('skills', input.values.skills);
    const serviceIds = await tagIds('services', input.values.services);
    const body: CompanyInput = {
      ...input.values,
      numberOfEmployees: employeesNumber(input.values.numberOfEmployees),
      sectorIds,
      skillIds,
      serviceIds,
    };

    if (companyId === null) {
      companyId = await api.createCompany(body);
      listener.onCompanySaved(companyId);
    } else {
      await api.updateCompany(companyId, body);
    }

    if (input.logo.file) {
      listener.onLogoSaved(await api.uploadImage({ kind: 'company-logo', companyId }, input.logo.file));
    } else if (input.logo.remove && input.logo.saved) {
      await api.deleteFile(input.logo.saved.id);
      listener.onLogoSaved(null);
    }

    for (const photoId of input.photos.removedIds) {
      await api.deleteFile(photoId);
      listener.onPhotoRemoved(photoId);
    }

    const total = input.photos.files.length;
    listener.onProgress(0, total);
    for (const [index, { key, file }] of input.photos.files.entries()) {
      listener.onPhotoUploaded(key, await api.uploadImage({ kind: 'company-photo', companyId }, file));
      listener.onProgress(index + 1, total);
    }
    return companyId;
  } catch (cause) {
    throw new CompanySaveError(cause, companyId);
  }
}
