import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './urls';

describe('safeExternalUrl', () => {
  it('keeps http(s) links', () => {
    expect(safeExternalUrl('https://www.linkedin.com/in/x')).toBe('https://www.linkedin.com/in/x');
  });
  it('adds https to a bare domain', () => {
    expect(safeExternalUrl('www.example.be')).toBe('https://www.example.be/');
  });
  it('refuses javascript: and data: URLs', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,<b>x</b>')).toBeNull();
  });
});
