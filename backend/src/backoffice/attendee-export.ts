// An event's attendee list as an organiser takes it away: a CSV file for a spreadsheet, and a page to print.
// Pure code (tests/unit/attendee-export.test.ts). The rows come from attendees.ts, already filtered by what
// each member lets organisers see.
import { CLUB_TIME_ZONE, attendanceSummary, type Attendance } from '@club/contract';
import { escapeHtml } from '../utils/escape-html';

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
  /** A member who came without signing up ('Sur place'), or a guest (not a member, with their consent). */
  kind?: 'walk-in' | 'guest';
}

const KIND_LABELS = { 'walk-in': 'Sur place', guest: 'Invité' } as const;

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
  { header: 'Statut', value: (row) => (row.kind ? KIND_LABELS[row.kind] : 'Inscrit') },
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

/**
 * The field separator: ';', the list separator of Excel in Belgium (fr-BE, nl-BE) and France, which opens a
 * comma-separated file as one column. (No 'sep=;' line: Excel then ignores the byte order mark, and accents break.)
 */
export const CSV_SEPARATOR = ';';

/** RFC 4180: a field with a separator (either), a quote or a line break is quoted, its quotes doubled. */
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
  return `\uFEFF${lines.map((line) => line.join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}

/**
 * The same table as an Excel workbook: every cell a text cell, so nothing is ever run as a formula and a phone
 * number keeps its '+' with no mark in front (write-excel-file: one small dependency, maintained, writes .xlsx
 * in Node without a template).
 */
export async function attendeesXlsx(rows: AttendeeRow[], columns: ExportColumn[] = COLUMNS): Promise<Buffer> {
  const { default: writeExcelFile } = await import('write-excel-file/node');
  const sheet = [
    columns.map((column) => ({ value: column.header, type: String, fontWeight: 'bold' as const })),
    ...rows.map((row) => columns.map((column) => ({ value: column.value(row), type: String }))),
  ];
  return writeExcelFile(sheet, { sheet: 'Participants', columns: columns.map(() => ({ width: 24 })), stickyRowsCount: 1 }).toBuffer();
}

/** 'Présents 4 / 9 inscrits · 2 invités' once the door opened; before it, how many signed up. */
export function countsOf(rows: AttendeeRow[], attendance: Attendance | null): string {
  if (attendance && attendance.present + attendance.walkIns + attendance.guests > 0) return attendanceSummary(attendance);
  const signedUp = rows.filter((row) => row.kind !== 'guest').length;
  return `${signedUp} inscrit${signedUp > 1 ? 's' : ''}`;
}

export interface PrintedEvent {
  name: string;
  when: string;
  address: string | null;
}

/**
 * A plain page, readable on screen and printed on A4 (table headers repeated on each page, no row cut). No
 * script: the back-office opens it and calls print() itself (the admin's CSP allows no inline script).
 */
export function attendeesPrintPage(
  event: PrintedEvent,
  rows: AttendeeRow[],
  attendance: Attendance | null,
  columns: ExportColumn[] = COLUMNS,
): string {
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
<p>${escapeHtml([event.when, event.address, countsOf(rows, attendance)].filter(Boolean).join(' · '))}</p>
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
