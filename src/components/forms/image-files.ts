import type { Media } from '@/api/types';

// Images the server accepts (it checks the bytes too; SVG is refused) and its upload size limit.
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const imageTexts = {
  tooMany: (max: number) => (max === 1 ? 'Une seule image est acceptée.' : `Tu peux ajouter au plus ${max} photos.`),
  wrongType: (name: string) => `« ${name} » n’est pas une image acceptée (JPEG, PNG, WebP ou GIF).`,
  tooBig: (name: string) => `« ${name} » dépasse la taille maximale de 10 Mo.`,
};

/** Sorts chosen files into those that can be uploaded and the French reasons for the others. */
export function checkImageFiles(files: File[], room: number, max: number): { accepted: File[]; errors: string[] } {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) errors.push(imageTexts.wrongType(file.name));
    else if (file.size > MAX_IMAGE_BYTES) errors.push(imageTexts.tooBig(file.name));
    else accepted.push(file);
  }
  if (accepted.length > room) {
    errors.push(imageTexts.tooMany(max));
    accepted.length = Math.max(room, 0);
  }
  return { accepted, errors };
}

/** One image field (member photo, company logo): what is saved, and what the form will change. */
export interface SingleImageState {
  saved: Media | null;
  /** A new image to upload on save (replaces the saved one). */
  file: File | null;
  /** The saved image is to be removed on save. */
  remove: boolean;
}

export const singleImageFrom = (saved: Media | null): SingleImageState => ({ saved, file: null, remove: false });

export const isSingleImageChanged = (state: SingleImageState) => state.file !== null || state.remove;

/** A multi-image field (company photos): saved photos, those marked for removal, new files. */
export interface PhotosState {
  saved: Media[];
  removedIds: number[];
  files: { key: string; file: File }[];
}

export const photosFrom = (saved: Media[]): PhotosState => ({ saved, removedIds: [], files: [] });

/** How many photos the company will have once saved. */
export const photoCount = (state: PhotosState) =>
  state.saved.filter((photo) => !state.removedIds.includes(photo.id)).length + state.files.length;

let keyCounter = 0;

export function addPhotos(state: PhotosState, files: File[], max: number): { state: PhotosState; errors: string[] } {
  const { accepted, errors } = checkImageFiles(files, max - photoCount(state), max);
  const added = accepted.map((file) => ({ key: `new-${(keyCounter += 1)}`, file }));
  return { state: { ...state, files: [...state.files, ...added] }, errors };
}
