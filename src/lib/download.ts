// Files made on the device (vCard, calendar): no network needed, so they work offline.
import { slugify } from '@club/contract';

/** A file name from a title: the contract's slug (accents dropped, words joined by '-'), 60 characters at most. */
export function fileNameFrom(title: string, extension: string, fallback = 'fichier'): string {
  return `${slugify(title, { maxLength: 60 }) || fallback}.${extension}`;
}

/** Saves `content` as a file (the browser's download; iOS offers to add a vCard to the contacts). */
export function downloadFile(content: string, fileName: string, mimeType: string) {
  const url = URL.createObjectURL(new Blob([content], { type: `${mimeType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An absolute URL on the app's origin (what files and QR codes carry: they are read elsewhere). */
export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  try {
    return new URL(path, origin).href;
  } catch {
    return path;
  }
}
