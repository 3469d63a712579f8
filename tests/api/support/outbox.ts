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
