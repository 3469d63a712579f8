import { describe, expect, it } from 'vitest';
import { minifiedEarlyInput } from '../../build/early-input-script';
import { withEarlyInput } from '../../src/server/render';
import { earlyInput, earlyInputStyle } from '../../src/server/early-input';
import { AUTH_MARKER_KEY } from '../../src/session/session';
import { SESSION_MAYBE_ATTRIBUTE, SESSION_PENDING_ATTRIBUTE } from '../../src/session/session-pending';

describe('the early-input program written into every page', () => {
  it('stays within 2 KB as the server build ships it', () => {
    expect(Buffer.byteLength(minifiedEarlyInput())).toBeLessThanOrEqual(2048);
  });

  it('comes first in the head, allowed by the answer’s nonce', () => {
    const html = withEarlyInput('<!DOCTYPE html><html lang="fr"><head><meta charSet="UTF-8"/></head><body></body></html>', 'n0nce');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr"><head><script nonce="n0nce">\(function/);
    expect(html.indexOf('<script nonce="n0nce">')).toBeLessThan(html.indexOf('<meta'));
  });

  it('puts its style last in the head, after the page’s own inline <style> (React hydrates the first <style> it meets)', () => {
    const page = '<html><head><meta charSet="UTF-8"/><style data-tsr-inline-css="">body{}</style></head><body></body></html>';
    const html = withEarlyInput(page, 'n0nce');
    expect(html.indexOf('<style data-tsr-inline-css')).toBeLessThan(html.indexOf(`<style>${earlyInputStyle()}</style>`));
    expect(html).toContain(`<style>${earlyInputStyle()}</style></head>`);
  });

  it('says before the first paint whether a session may be stored, and the page hides anonymous-only parts then', () => {
    const run = (stored: Record<string, string>) => {
      const html = { dataset: {} as Record<string, string>, hasAttribute: () => false };
      const w = { localStorage: stored, addEventListener: () => undefined } as unknown as Window;
      const d = { documentElement: html } as unknown as Document;
      const observer = globalThis.MutationObserver;
      globalThis.MutationObserver = class {
        observe() {}
        disconnect() {}
      } as unknown as typeof MutationObserver;
      try {
        earlyInput(w, d, AUTH_MARKER_KEY);
      } finally {
        globalThis.MutationObserver = observer;
      }
      return html.dataset;
    };
    expect(run({ [AUTH_MARKER_KEY]: 'true' })).toEqual({ session: 'maybe' });
    expect(run({})).toEqual({});
    expect(`data-${Object.keys(run({ [AUTH_MARKER_KEY]: 'true' }))[0]}`).toBe(SESSION_MAYBE_ATTRIBUTE);
    expect(earlyInputStyle()).toContain(`html[${SESSION_MAYBE_ATTRIBUTE}=maybe] [${SESSION_PENDING_ATTRIBUTE}]{visibility:hidden}`);
  });
});
