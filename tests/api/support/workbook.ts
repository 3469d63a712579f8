// Reads an .xlsx back (a zip of XML files) with the server's own unzip library, fflate, a dependency of
// write-excel-file: the root has neither, so it is required from the server's package.
import { createRequire } from 'node:module';

const fflate = createRequire(new URL('../../../backend/package.json', import.meta.url))('fflate') as {
  unzipSync(data: Uint8Array): Record<string, Uint8Array>;
  strFromU8(data: Uint8Array): string;
};

/** The workbook's XML parts (xl/…), by name. */
export function workbookParts(bytes: Uint8Array): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const [name, data] of Object.entries(fflate.unzipSync(bytes))) if (name.startsWith('xl/')) parts[name] = fflate.strFromU8(data);
  return parts;
}
