// The "content line" rules vCard (RFC 2426 / 6350) and iCalendar (RFC 5545) share: escaped text values,
// CRLF line ends, and lines folded at 75 octets (a UTF-8 character is never cut in two).

/** Escapes a TEXT value: backslash, comma, semicolon, and line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** Folds one content line: no physical line longer than 75 octets; continuation lines start with a space. */
export function foldLine(line: string, limit = 75): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = utf8Length(char.codePointAt(0) ?? 0);
    // The continuation's leading space counts in its 75 octets.
    const max = parts.length === 0 ? limit : limit - 1;
    if (size + bytes > max) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Joins content lines into a file: each folded, each ended by CRLF. */
export function contentLines(lines: string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
