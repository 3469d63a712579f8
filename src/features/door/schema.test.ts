import { describe, expect, it } from 'vitest';
import { guestSchema } from './schema';
import { DOOR_MESSAGES } from '@club/contract';

describe('guestSchema', () => {
  it('says in French what is missing', () => {
    const result = guestSchema.safeParse({ name: ' ', email: 'pas-une-adresse', consent: false });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual([
      'name: ce champs est obligatoire',
      'email: Entrez une adresse mail valide',
      'consent: L’accord de l’invité est obligatoire',
    ]);
  });

  it('accepts a named guest with an e-mail who agreed', () => {
    expect(guestSchema.safeParse({ name: 'Jeanne Invitée', email: 'jeanne@example.be', consent: true }).success).toBe(true);
  });
});

describe('guestSchema: the name is text, never a link', () => {
  it('refuses a name carrying a link or a control character, with the contract’s message', () => {
    for (const name of ['Cliquez http://evil.example/login pour valider', 'Jeanne\u0007Invitée']) {
      const result = guestSchema.safeParse({ name, email: 'jeanne@example.be', consent: true });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([DOOR_MESSAGES.guestNameText]);
    }
  });
});
