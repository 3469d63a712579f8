import { describe, expect, it } from 'vitest';
import { earlyInput, PENDING_ATTRIBUTE } from '../../src/server/early-input';
import { AUTH_MARKER_KEY } from '../../src/session/session';

// Its own file: the program listens on this test environment's window for good.
describe('the early-input program, before and at the hydration mark', () => {
  it('leaves a tap on a control React has adopted to React, and holds one on the server’s HTML until the mark', async () => {
    document.body.innerHTML = '<button id="avatar">MA</button><button id="sign-up">Inscris-toi à l’événement</button>';
    const avatar = document.getElementById('avatar')!;
    const signUp = document.getElementById('sign-up')!;
    // What React puts on an element it renders or has hydrated (the header once the root is committed, the
    // avatar drawn in the browser): its props, under a key of its own.
    Object.assign(avatar, { __reactProps$test: { onClick: () => undefined } });
    earlyInput(window, document, AUTH_MARKER_KEY);
    const reached: string[] = [];
    document.body.addEventListener('click', (event) => reached.push((event.target as Element).id));

    avatar.click();
    signUp.click();
    expect(reached).toEqual(['avatar']);
    expect(avatar.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    expect(signUp.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);

    document.documentElement.dataset.hydrated = 'true';
    await expect.poll(() => reached).toEqual(['avatar', 'sign-up']);
    expect(signUp.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });
});
