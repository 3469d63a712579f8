import { describe, expect, it } from 'vitest';
import { isEmail, isLongEnoughPassword, isPhone } from './validation';

describe('the rules a form and the server both apply', () => {
  it('accepts a simple address and refuses one without a domain or with spaces', () => {
    expect(isEmail(' marie@club.be ')).toBe(true);
    expect(isEmail('marie@club')).toBe(false);
    expect(isEmail('marie dupont@club.be')).toBe(false);
  });

  it('accepts digits, spaces and a leading +', () => {
    expect(isPhone('+32 471 00 00 00')).toBe(true);
    expect(isPhone('0471-00-00-00')).toBe(false);
    expect(isPhone('32+471')).toBe(false);
  });

  it('counts a password in characters, not UTF-16 units', () => {
    expect(isLongEnoughPassword('123456789')).toBe(false);
    expect(isLongEnoughPassword('1234567890')).toBe(true);
    expect(isLongEnoughPassword('🙂'.repeat(9))).toBe(false);
  });
});
