// @vitest-environment node
// Privacy by default keeps existing members' choice: once, an unset visibility (which meant 'everyone') is
// written out as 'everyone'; later starts leave unset values alone (they mean 'members' from then on).
import { describe, expect, it } from 'vitest';
import { keepPublicContactsOfExistingMembers } from '../../backend/src/migrations/public-contacts';

function fakeStrapi(unset: Record<string, number>) {
  const store = new Map<string, unknown>();
  const updates: Array<{ where: unknown; data: unknown }> = [];
  const strapi = {
    store: () => ({
      get: async ({ key }: { key: string }) => store.get(key) ?? null,
      set: async ({ key, value }: { key: string; value: unknown }) => void store.set(key, value),
    }),
    db: {
      query: () => ({
        updateMany: async (params: { where: Record<string, unknown>; data: Record<string, unknown> }) => {
          updates.push(params);
          const field = Object.keys(params.data)[0];
          const count = unset[field] ?? 0;
          unset[field] = 0;
          return { count };
        },
      }),
    },
  } as unknown as Parameters<typeof keepPublicContactsOfExistingMembers>[0];
  return { strapi, updates };
}

describe('the visibility default migration', () => {
  it('writes everyone into unset visibilities once, then never again', async () => {
    const { strapi, updates } = fakeStrapi({ PhoneVisibility: 3, EmailVisibility: 2 });
    expect(await keepPublicContactsOfExistingMembers(strapi)).toBe(5);
    expect(updates).toEqual([
      { where: { PhoneVisibility: { $null: true } }, data: { PhoneVisibility: 'everyone' } },
      { where: { EmailVisibility: { $null: true } }, data: { EmailVisibility: 'everyone' } },
    ]);
    expect(await keepPublicContactsOfExistingMembers(strapi)).toBe(0);
    expect(updates).toHaveLength(2);
  });
});
