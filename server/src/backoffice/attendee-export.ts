// An event's attendee list as an organiser takes it away: a CSV file for a spreadsheet, and a page to print.
// Pure code (tests/unit/attendee-export.test.ts). The rows come from attendees.ts, already filtered by what
// each member lets organisers see.
import { CLUB_TIME_ZONE } from '@club/contract';

/** One attendee as the organiser may see them (no contact field the member hid). */
export interface AttendeeRow {
  name: string;
  profession: string | null;
  companies: string[];
  city: string | null;
  email?: string;
  phone?: string;
  /** When they were checked in at the door (epoch ms), absent when they were not. */
  checkedInAt?: number;
}

const doorTime = new Intl.DateTimeFormat('fr-BE', { timeZone: CLUB_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

export interface ExportColumn {
  header: string;
  value(row: AttendeeRow): string;
}

/**
 * The columns of the CSV and of the printed list, in order. The door's check-in state ('Présent') is one
 * more entry here, and both formats follow.
 */
export const COLUMNS: ExportColumn[] = [
  { header: 'Nom', value: (row) => row.name },
  { header: 'Profession', value: (row) => row.profession ?? '' },
  { header: 'Entreprise', value: (row) => row.companies.join(', ') },
  { header: 'Ville', value: (row) => row.city ?? '' },
  { header: 'E-mail', value: (row) => row.email ?? '' },
  { header: 'Téléphone', value: (row) => row.phone ?? '' },
  { header: 'Présent', value: (row) => (row.checkedInAt === undefined ? '' : `Oui, ${doorTime.format(row.checkedInAt)}`) },
];

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return before one) as a formula
 * (OWASP "CSV injection"): such a cell gets a leading apostrophe, which the spreadsheet shows as text.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** UTF-8 with a byte order mark (Excel otherwise reads it as Windows-1252), CRLF line ends (RFC 4180). */
export function attendeesCsv(rows: AttendeeRow[], columns: ExportColumn[] = COLUMNS): string {
  const lines = [
    columns.map((column) => csvField(column.header)),
    ...rows.map((row) => columns.map((column) => csvField(column.value(row)))),
  ];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface PrintedEvent {
  name: string;
  when: string;
  address: string | null;
}

/**
 * A plain page, readable on screen and printed on A4 (table headers repeated on each page, no row cut). No
 * script: the back-office opens it and calls print() itself (the admin's CSP allows no inline script).
 */
export function attendeesPrintPage(event: PrintedEvent, rows: AttendeeRow[], columns: ExportColumn[] = COLUMNS): string {
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column.header)}</th>`).join('');
  const body = rows.length
    ? rows.map((row) => `<tr>${columns.map((column) => `<td>${escapeHtml(column.value(row))}</td>`).join('')}</tr>`).join('\n')
    : `<tr><td colspan="${columns.length}">Personne ne s’est encore inscrit.</td></tr>`;
  const title = `Participants : ${event.name}`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; color: #111; margin: 24px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p { margin: 0 0 16px; color: #444; }
  .wrap { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #999; padding: 6px 8px; text-align: left; vertical-align: top; }
  th { background: #eee; }
  tr { break-inside: avoid; }
  @media print {
    @page { size: A4; margin: 12mm; }
    body { margin: 0; font-size: 10pt; }
    thead { display: table-header-group; }
    th { background: none; }
    .wrap { overflow: visible; }
  }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml([event.when, event.address].filter(Boolean).join(' · '))} · ${rows.length} inscrit${rows.length > 1 ? 's' : ''}</p>
<div class="wrap"><table>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table></div>
</body>
</html>
`;
}
