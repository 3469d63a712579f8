// Files made on the device (vCard, calendar): no network needed, so they work offline.

/** A file name from a title: accents dropped, anything else than letters and digits becomes '-'. */
export function fileNameFrom(title: string, extension: string, fallback = 'fichier'): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${base || fallback}.${extension}`;
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
