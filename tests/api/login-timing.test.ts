// Login takes as long for an e-mail without an account as for a wrong password: before, the first answered
// at once and the second after a bcrypt comparison (~3 ms vs ~60 ms), which told anyone who is a member.
// Medians of interleaved tries (the machine may be busy), a generous margin.
import { describe, expect, it } from 'vitest';
import { api, registerMember, unique } from './support/api';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timedLogin(identifier: string, password: string) {
  const started = performance.now();
  const res = await api('/api/auth/local', { method: 'POST', body: { identifier, password } });
  const elapsed = performance.now() - started;
  expect(res.status).toBe(400);
  return elapsed;
}

describe('login timing', () => {
  it('an unknown e-mail and a known e-mail with a wrong password take about as long (medians within 40 %)', async () => {
    const member = await registerMember();
    const known: number[] = [];
    const unknown: number[] = [];
    // Each try from its own client address (support/api.ts): no rate limit slows one side.
    for (let i = 0; i < 11; i += 1) {
      known.push(await timedLogin(member.email, `Mauvais-${unique()}`));
      unknown.push(await timedLogin(`personne-${unique()}@example.test`, `Mauvais-${unique()}`));
    }
    const [a, b] = [median(known), median(unknown)];
    expect(Math.abs(a - b) / Math.max(a, b), `known ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`).toBeLessThan(0.4);
  });
});
