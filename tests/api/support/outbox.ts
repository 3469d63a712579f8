// The mails the test server writes to its outbox folder (one file per mail).
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** Waits for the outbox mail addressed to `to` (the provider writes one file per mail). */
export async function mailTo(to: string, timeoutMs = 5000): Promise<string> {
  const dir = inject('outboxDir');
  const safe = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const file = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.endsWith(`-${safe}.eml`)) : undefined;
    if (file) return fs.readFileSync(path.join(dir, file), 'utf8');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

/** The reset code of a password-reset mail (its /change-password/<code> link). */
export const resetCodeIn = (mail: string) => /\/change-password\/([0-9a-f]{32,})/.exec(mail)?.[1];

/** Every outbox mail addressed to `to` so far, oldest first (file names start with their time). */
export function mailsTo(to: string): string[] {
  const dir = inject('outboxDir');
  const safe = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${safe}.eml`))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** Waits until `count` mails to `to` match `pattern` (subject or body); answers them. */
export async function waitForMails(to: string, pattern: RegExp, count = 1, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(to).filter((mail) => pattern.test(mail));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The header `name` of an outbox mail. */
export const headerOf = (mail: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.split('\n\n')[0])?.[1];

/** The .ics attached to an outbox mail. */
export const icsOf = (mail: string) => /--- ATTACHMENT [^\n]*\.ics [^\n]*---\n([\s\S]*?)--- END ATTACHMENT ---/.exec(mail)?.[1];
