import { describe, expect, it } from 'vitest';
import { safeExternalUrl, safeRedirect } from './urls';

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

describe('safeRedirect', () => {
  it('follows a path of the app', () => {
    expect(safeRedirect('/event-detail/5')).toBe('/event-detail/5');
    expect(safeRedirect('/members?q=liege&page=2')).toBe('/members?q=liege&page=2');
  });
  it('never leads to another site', () => {
    for (const value of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'event-detail/5',
      '/x\n',
      42,
      undefined,
    ]) {
      expect(safeRedirect(value), String(value)).toBeUndefined();
    }
  });
});
