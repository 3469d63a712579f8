// No answer of Strapi sends the visitor to a place taken from the request (issue: open redirect). Strapi's own
// redirects are users-permissions' e-mail confirmation (to the 'advanced' setting, else '/') and the OAuth connect
// routes (to a provider, only when one is enabled: none is here); the app's code issues none. Raw node:http
// requests: fetch would read a path that starts with // as another host.
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, registerMember } from './support/api';
import { closeDatabase, database } from './support/db';

afterAll(closeDatabase);

function raw(target: string) {
  const { hostname, port } = new URL(baseUrl());
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    http
      .get({ host: hostname, port, path: target }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      })
      .on('error', reject);
  });
}

const expectOnOrigin = (answer: { status: number; location?: string }, target: string) => {
  if (answer.location === undefined) return;
  expect(new URL(answer.location, `${baseUrl()}/a/b`).origin, `${target} → ${answer.location}`).toBe(new URL(baseUrl()).origin);
  expect(answer.location, target).toMatch(/^(\/(?![/\\])|https?:)/);
};

describe('Strapi’s redirects stay on its origin', () => {
  it('the OAuth connect routes refuse a callback taken from the query (no provider is enabled)', async () => {
    for (const target of [
      '/api/connect/github?callback=https%3A%2F%2Fevil.example%2F',
      '/api/connect/google?callback=%2F%2Fevil.example%2F',
      '/api/connect/email?callback=https%3A%2F%2Fevil.example%2F',
      '/api/connect/discord',
    ]) {
      const answer = await raw(target);
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
      expect(answer.location, target).toBeUndefined();
    }
  });

  it('the e-mail confirmation, which would redirect to its setting, is closed to the public (no redirect at all)', async () => {
    const member = await registerMember();
    const token = `confirm${Date.now()}`;
    await database()('up_users').where({ id: member.userId }).update({ confirmation_token: token, confirmed: false });
    for (const confirmation of ['x', token]) {
      const answer = await raw(`/api/auth/email-confirmation?confirmation=${confirmation}&redirect=https%3A%2F%2Fevil.example`);
      expect(answer.status, confirmation).toBe(403);
      expect(answer.location, confirmation).toBeUndefined();
    }
  });

  it('no path written as another host is redirected (//host, /\\host, encoded)', async () => {
    for (const target of [
      '//evil.example/',
      '//evil.example/admin',
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
      '/admin//evil.example',
      '/uploads//evil.example/x.png',
    ]) {
      expectOnOrigin(await raw(target), target);
    }
  });
});
