// @vitest-environment node
// What one request may ask of the server (backend/src/utils/query-budget.ts), and the path every rule sees
// (backend/src/middlewares/canonical-path.ts).
import { describe, expect, it } from 'vitest';
import { QUERY_BUDGET, queryBudgetProblems } from '../../backend/src/utils/query-budget';
import { canonicalApiPath } from '../../backend/src/middlewares/canonical-path';
import { trimErrorAnswer } from '../../backend/src/middlewares/trim-error-answers';

describe('queryBudgetProblems', () => {
  it('accepts what the app asks', () => {
    expect(
      queryBudgetProblems({ populate: { event_attendee: { populate: { members: { populate: { BioImage: { fields: ['url'] } } } } } } }),
    ).toEqual([]);
    expect(
      queryBudgetProblems({ populate: '*', pagination: { page: '3', pageSize: '100' }, sort: ['Name:asc'], fields: ['Name'] }),
    ).toEqual([]);
  });

  it('refuses each way of growing past the budget, with a French reason', () => {
    expect(queryBudgetProblems({ populate: 'a.b.c.d.e' })).toEqual([
      `populate descend de 5 niveaux (${QUERY_BUDGET.populateDepth} au maximum)`,
    ]);
    expect(queryBudgetProblems({ populate: Array.from({ length: 41 }, (_, i) => `r${i}`) })[0]).toMatch(/41 relations/);
    expect(queryBudgetProblems({ filters: { a: { b: { c: { d: { e: { f: { g: { h: { $eq: 1 } } } } } } } } } })[0]).toMatch(
      /imbriqués sur 9 niveaux/,
    );
    expect(queryBudgetProblems({ filters: { $or: Array.from({ length: 60 }, (_, i) => ({ Name: { $eq: i } })) } })[0]).toMatch(
      /filtres comptent/,
    );
    expect(queryBudgetProblems({ fields: Array.from({ length: 61 }, () => 'Name') })).toEqual(['trop de champs demandés (60 au maximum)']);
    expect(queryBudgetProblems({ sort: 'a,b,c,d,e,f,g,h,i' })).toEqual(['trop de critères de tri (8 au maximum)']);
    expect(queryBudgetProblems({ pagination: { pageSize: '101' } })).toEqual(['100 éléments par page au maximum']);
    expect(queryBudgetProblems({ pagination: { page: 'Infinity' } })).toEqual(['page au-delà de 10000']);
    expect(queryBudgetProblems({ pagination: { start: '1e9' } })).toEqual(['début de pagination au-delà de 100000']);
  });
});

describe('canonicalApiPath', () => {
  it('gives every spelling of a content-API path one form', () => {
    for (const spelling of [
      '/api/Members/12',
      '/API/MEMBERS/12',
      '/api/%4Dembers/12',
      '/api//members/12',
      '/api/members/12/',
      '/api/./members/12',
      '/api/x/../members/12',
    ]) {
      expect(canonicalApiPath(spelling), spelling).toBe('/api/members/12');
    }
  });

  it('leaves other paths alone', () => {
    expect(canonicalApiPath('/uploads/Photo_ABC.png')).toBe('/uploads/Photo_ABC.png');
    expect(canonicalApiPath('/admin/Content-Manager')).toBe('/admin/Content-Manager');
    expect(canonicalApiPath('/api/../admin')).toBe('/api/../admin');
    expect(canonicalApiPath('/apiary')).toBe('/apiary');
  });
});

describe('trimErrorAnswer', () => {
  it('cuts every long string of an error answer and leaves other answers alone', () => {
    const long = 'x'.repeat(100_000);
    const trimmed = trimErrorAnswer({
      data: null,
      error: { status: 400, message: long, details: { errors: [{ path: ['AboutMe'], value: long }] } },
    });
    expect(JSON.stringify(trimmed).length).toBeLessThan(1_000);
    expect(trimmed.error.details).toMatchObject({ errors: [{ path: ['AboutMe'] }] });
    const ok = { data: { AboutMe: long } };
    expect(trimErrorAnswer(ok)).toBe(ok);
  });
});
