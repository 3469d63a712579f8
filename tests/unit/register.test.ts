// @vitest-environment node
// One register for the members: 'tu' in every string we wrote (issue 44, point 15). The club's specification's
// own strings stay verbatim, 'vous' included: those are listed below, word for word.
// (A guest, not a member, is written to with 'vous': the door's invitation mail, server-side, is not scanned.)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
// The specification's own strings that say 'vous' (club-site-spec.md, word for word: UI copy kept verbatim).
const SPEC_STRINGS = new Set([
  "Inscrivez-vous à l'événement avec succès!",
  "Vous êtes déjà inscrit à l'événement!",
  "Vous n'avez pas accès pour mettre à jour cette Société  !",
  'Veuillez vérifier votre adresse e-mail (et vos spams) !',
  "je n'ai pas réussi à changer le mot de passe, Réessayez plus tard !",
  'Découvrez les sociétés membres du Club ${clubName}',
  'Découvrez Les Membres Du Club ${clubName}',
  'Entrez une adresse mail valide',
]);
const VOUS = /\b(vous|votre|vos)\b|\b(Réessayez|Connectez|Cliquez|Rejoignez|Gardez|Utilisez|Présentez|Entrez)\b/i;
// A quoted literal on one line: '…', "…" or `…`.
const LITERAL = /'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the register', () => {
  it('says tu to members in every string of the app (the specification’s own strings aside)', () => {
    const found: string[] = [];
    for (const file of sources(path.join(ROOT, 'src'))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/^\s*(\/\/|\*)/.test(line)) return; // comments
          for (const match of line.matchAll(LITERAL)) {
            const text = match[1] ?? match[2] ?? match[3] ?? '';
            if (VOUS.test(text.replace(/rendez-vous/gi, '')) && !SPEC_STRINGS.has(text.trim()))
              found.push(`${path.relative(ROOT, file)}:${index + 1}: ${text}`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});
