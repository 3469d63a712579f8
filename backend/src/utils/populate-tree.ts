// One reading of Strapi's `populate` parameter, whatever form it takes, for every check that needs it
// (the query budget, the media rule, the member privacy rule):
//   populate=*                              every relation of the entry, one level
//   populate=a,b.c                          dotted paths (Strapi puts no limit on their depth)
//   populate[0]=a&populate[1]=b.c           arrays of the same
//   populate[a]=true | populate[a]=*        one attribute
//   populate[a][populate][b][fields][0]=x   fragments, with their own filters, sort, fields and populate
//   populate[dz][on][comp.uid][populate]=…  dynamic zones and polymorphic relations
// Pure code (no Strapi import): unit-tested in tests/unit/populate-tree.test.ts.

export interface PopulateNode {
  /** An attribute name, or '*' (every relation of the parent, one level). */
  key: string;
  /** Dotted path from the entry, e.g. 'companies.members' (fragments of `on` read 'dz.on(comp.uid)'). */
  path: string;
  children: PopulateNode[];
  /** A fragment's own filters and sort (object form only). */
  filters?: unknown;
  sort?: unknown;
  /** For `on` fragments: the component (or target) the node's children belong to. */
  component?: string;
}

/** How deep and how broad a populate tree is. */
export interface PopulateSize {
  depth: number;
  nodes: number;
}

// qs parses at most 20 levels of brackets: anything deeper is a plain key already; this bound keeps the
// walk itself cheap on any input.
const MAX_WALK = 64;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function childOf(parent: PopulateNode[], key: string, basePath: string): PopulateNode {
  let node = parent.find((candidate) => candidate.key === key && !candidate.component);
  if (!node) {
    node = { key, path: basePath ? `${basePath}.${key}` : key, children: [] };
    parent.push(node);
  }
  return node;
}

function addDotted(into: PopulateNode[], value: string, basePath: string) {
  for (const item of value.split(',')) {
    const segments = item
      .trim()
      .split('.')
      .filter((segment) => segment !== '');
    let level = into;
    let path = basePath;
    for (const segment of segments.slice(0, MAX_WALK)) {
      const node = childOf(level, segment.trim(), path);
      level = node.children;
      path = node.path;
    }
  }
}

function addFragment(node: PopulateNode, fragment: Record<string, unknown>, depth: number) {
  if ('filters' in fragment) node.filters = fragment.filters;
  if ('sort' in fragment) node.sort = fragment.sort;
  if (fragment.populate !== undefined) addPopulate(node.children, fragment.populate, node.path, depth + 1);
  if (isObject(fragment.on)) {
    for (const [component, nested] of Object.entries(fragment.on)) {
      const part: PopulateNode = { key: 'on', path: `${node.path}.on(${component})`, children: [], component };
      if (isObject(nested)) addFragment(part, nested, depth + 1);
      node.children.push(part);
    }
  }
}

function addPopulate(into: PopulateNode[], populate: unknown, basePath: string, depth: number) {
  if (depth > MAX_WALK || populate === undefined || populate === null) return;
  if (typeof populate === 'string') {
    addDotted(into, populate, basePath);
    return;
  }
  if (Array.isArray(populate)) {
    for (const item of populate) addPopulate(into, item, basePath, depth + 1);
    return;
  }
  if (!isObject(populate)) return;
  for (const [key, value] of Object.entries(populate)) {
    const node = childOf(into, key, basePath);
    if (isObject(value)) addFragment(node, value, depth);
    // true, 'true', '*' or any other scalar: the attribute itself, nothing below it.
  }
}

/** The populate parameter as a tree (an empty list when there is none). */
export function parsePopulate(populate: unknown): PopulateNode[] {
  const roots: PopulateNode[] = [];
  addPopulate(roots, populate, '', 0);
  return roots;
}

/** Depth (levels of relations below the entry) and breadth (nodes) of a tree. */
export function populateSize(nodes: PopulateNode[]): PopulateSize {
  let count = 0;
  const depthOf = (list: PopulateNode[], level: number): number => {
    let deepest = level;
    for (const node of list) {
      count += 1;
      // An `on` fragment is the same level as its attribute.
      const next = node.component ? level : level + 1;
      deepest = Math.max(deepest, next, depthOf(node.children, next));
    }
    return deepest;
  };
  const depth = depthOf(nodes, 0);
  return { depth, nodes: count };
}

/** Calls `visit` on every node, depth first, with the node's parent chain. */
export function walkPopulate(
  nodes: PopulateNode[],
  visit: (node: PopulateNode, parents: PopulateNode[]) => void,
  parents: PopulateNode[] = [],
) {
  for (const node of nodes) {
    visit(node, parents);
    walkPopulate(node.children, visit, [...parents, node]);
  }
}
