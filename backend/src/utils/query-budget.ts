// What one content-API request may ask of the server. Strapi builds an answer on the event loop: an
// unbounded `populate` (the dotted form has no depth limit) once took a single anonymous request 40 minutes
// of CPU and froze every other request. Everything a query can grow by is bounded here, before the route
// runs; a request over budget is refused with a French message (400).
// Pure code: unit-tested in tests/unit/query-budget.test.ts, wired by src/middlewares/query-budget.ts.
import { parsePopulate, populateSize } from './populate-tree';

export const QUERY_BUDGET = {
  /** Levels of relations below the entry. The app needs 3 (event → attendees → members → photo). */
  populateDepth: 4,
  /** Attributes populated in all, at every level. */
  populateNodes: 40,
  /** Nesting of filters (operators and relations) and their number of keys and values in all. */
  filterDepth: 8,
  filterNodes: 120,
  fields: 60,
  sort: 8,
  page: 10_000,
  pageSize: 100,
  start: 100_000,
  /** Characters of path and query string. */
  urlLength: 8_192,
} as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Depth and number of keys and values of a filters object (bounded walk). */
function filterSize(value: unknown, depth = 0): { depth: number; nodes: number } {
  if (depth > 40) return { depth, nodes: 0 };
  if (Array.isArray(value) || isObject(value)) {
    const entries = Array.isArray(value) ? value : Object.values(value);
    let deepest = depth;
    let nodes = 0;
    for (const child of entries) {
      const size = filterSize(child, depth + 1);
      deepest = Math.max(deepest, size.depth);
      nodes += 1 + size.nodes;
    }
    return { depth: deepest, nodes };
  }
  return { depth, nodes: 0 };
}

const count = (value: unknown) =>
  Array.isArray(value)
    ? value.length
    : typeof value === 'string'
      ? value.split(',').length
      : isObject(value)
        ? Object.keys(value).length
        : 0;

function numberOver(value: unknown, max: number) {
  if (value === undefined || value === null || value === '') return false;
  const n = Number(value);
  return !Number.isFinite(n) || n > max;
}

/**
 * The ways `query` (as parsed by Strapi's qs) goes over the budget, in French; an empty list when it
 * doesn't. Checks the populate of the entry and of every fragment.
 */
export function queryBudgetProblems(query: Record<string, unknown>, budget = QUERY_BUDGET): string[] {
  const problems: string[] = [];
  const populate = populateSize(parsePopulate(query.populate));
  if (populate.depth > budget.populateDepth) {
    problems.push(`populate descend de ${populate.depth} niveaux (${budget.populateDepth} au maximum)`);
  }
  if (populate.nodes > budget.populateNodes) {
    problems.push(`populate demande ${populate.nodes} relations (${budget.populateNodes} au maximum)`);
  }
  const filters = filterSize(query.filters);
  if (filters.depth > budget.filterDepth)
    problems.push(`les filtres sont imbriqués sur ${filters.depth} niveaux (${budget.filterDepth} au maximum)`);
  if (filters.nodes > budget.filterNodes)
    problems.push(`les filtres comptent ${filters.nodes} éléments (${budget.filterNodes} au maximum)`);
  if (count(query.fields) > budget.fields) problems.push(`trop de champs demandés (${budget.fields} au maximum)`);
  if (count(query.sort) > budget.sort) problems.push(`trop de critères de tri (${budget.sort} au maximum)`);
  const pagination = isObject(query.pagination) ? query.pagination : {};
  if (numberOver(pagination.page, budget.page)) problems.push(`page au-delà de ${budget.page}`);
  if (numberOver(pagination.pageSize, budget.pageSize) || numberOver(pagination.limit, budget.pageSize)) {
    problems.push(`${budget.pageSize} éléments par page au maximum`);
  }
  if (numberOver(pagination.start, budget.start)) problems.push(`début de pagination au-delà de ${budget.start}`);
  return problems;
}

/** The message of a 400 for a request over budget. */
export const overBudgetMessage = (problems: string[]) => `Requête trop coûteuse : ${problems.join(' ; ')}.`;
