import { describe, expect, it } from 'vitest';
import { minifiedEarlyInput } from '../../vite-early-input';
import { withEarlyInput } from '../../src/server/render';

describe('the early-input program written into every page', () => {
  it('stays within 2 KB as the server build ships it', () => {
    expect(Buffer.byteLength(minifiedEarlyInput())).toBeLessThanOrEqual(2048);
  });

  it('comes first in the head, allowed by the answer’s nonce', () => {
    const html = withEarlyInput('<!DOCTYPE html><html lang="fr"><head><meta charSet="UTF-8"/></head><body></body></html>', 'n0nce');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr"><head><script nonce="n0nce">\(function/);
    expect(html.indexOf('<script nonce="n0nce">')).toBeLessThan(html.indexOf('<meta'));
  });
});
