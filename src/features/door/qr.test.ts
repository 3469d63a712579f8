import { describe, expect, it } from 'vitest';
import { memberIdFromQr } from './qr';

describe('memberIdFromQr', () => {
  it('reads the member id of a profile URL, with or without its share key', () => {
    expect(memberIdFromQr('https://club.example/members-detail/42')).toBe(42);
    expect(memberIdFromQr('http://localhost:4173/members-detail/7?cle=abc123')).toBe(7);
    expect(memberIdFromQr('  https://club.example/members-detail/15/ ')).toBe(15);
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      '42',
      'https://club.example/societe-detail/3',
      'https://club.example/members-detail/0',
      'javascript:alert(1)',
      'https://x/members-detail/4/edit',
    ]) {
      expect(memberIdFromQr(text)).toBeNull();
    }
  });
});
