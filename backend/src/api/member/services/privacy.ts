// Who may see a member's phone and e-mail, and the walks that enforce it on every API response and query.
// Pure code (no Strapi import): the content-type schemas come in through `getModel`, so it is unit tested
// without a server (tests/unit/member-privacy.test.ts). Wired by src/middlewares/member-privacy.ts.
import { CONTACT_VISIBILITIES, DEFAULT_CONTACT_VISIBILITY, type ContactVisibility } from '@club/contract';
import { parsePopulate, type PopulateNode } from '../../../utils/populate-tree';

export const MEMBER_UID = 'api::member.member';

export type Visibility = ContactVisibility;
export const VISIBILITIES: readonly Visibility[] = CONTACT_VISIBILITIES;

/** A member's own settings (private attributes of the member type: only the owner reads them). */
export interface PrivacySettings {
  PhoneVisibility?: string | null;
  EmailVisibility?: string | null;
  HiddenFromDirectory?: boolean | null;
}

/** Who asks: a signed-in user (and its member, if any) or an anonymous visitor. */
export interface Viewer {
  authenticated: boolean;
  memberId: number | null;
}

/** Each contact field and the setting that guards it. */
export const CONTACT_FIELDS = { Phone: 'PhoneVisibility', Email: 'EmailVisibility' } as const;
export const SETTINGS_FIELDS = ['PhoneVisibility', 'EmailVisibility', 'HiddenFromDirectory'] as const;
/** Member attributes no query may filter or sort on (an oracle would reveal them letter by letter). */
export const PROTECTED_QUERY_FIELDS: readonly string[] = [...Object.keys(CONTACT_FIELDS), ...SETTINGS_FIELDS];

export interface AttributeLike {
  type: string;
  target?: string;
  component?: string;
  components?: string[];
}
export interface ModelLike {
  attributes: Record<string, AttributeLike>;
}
export type GetModel = (uid: string) => ModelLike | undefined;

/** What an unset setting means (the contract's default: signed-in members only). */
export const DEFAULT_VISIBILITY: Visibility = DEFAULT_CONTACT_VISIBILITY;

/**
 * The rule: the owner sees everything; otherwise 'everyone' is public, 'members' (the default, also when
 * unset) needs a signed-in caller, 'nobody' (or any unknown value) is the owner's alone.
 */
export function canSee(visibility: string | null | undefined, viewer: Viewer, ownerId: number | null): boolean {
  if (ownerId !== null && viewer.memberId !== null && viewer.memberId === ownerId) return true;
  const value = visibility ?? DEFAULT_VISIBILITY;
  if (value === 'everyone') return true;
  if (value === 'members') return viewer.authenticated;
  return false;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const UPLOAD_FILE_UID = 'plugin::upload.file';

/** The schema an attribute's value follows (relation target, component, media), if any. */
function nestedUid(attribute: AttributeLike | undefined): string | undefined {
  if (!attribute) return undefined;
  if (attribute.type === 'relation') return attribute.target;
  if (attribute.type === 'component') return attribute.component;
  if (attribute.type === 'media') return UPLOAD_FILE_UID;
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Responses

type MemberVisitor = (member: Record<string, unknown>) => void;

/** Calls `visit` on every member object in `data` (shaped by the content type `uid`), at any depth. */
function visitMembers(data: unknown, uid: string | undefined, getModel: GetModel, visit: MemberVisitor, depth = 0): void {
  if (!uid || depth > 20 || data === null || data === undefined) return;
  if (Array.isArray(data)) {
    for (const item of data) visitMembers(item, uid, getModel, visit, depth + 1);
    return;
  }
  if (!isObject(data)) return;
  if (uid === MEMBER_UID) visit(data);
  const model = getModel(uid);
  if (!model) return;
  for (const [key, value] of Object.entries(data)) {
    const attribute = model.attributes[key];
    if (!attribute) continue;
    if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
      for (const item of value) {
        if (isObject(item) && typeof item.__component === 'string') visitMembers(item, item.__component, getModel, visit, depth + 1);
      }
      continue;
    }
    visitMembers(value, nestedUid(attribute), getModel, visit, depth + 1);
  }
}

/** Ids of every member object of a response, to load their settings in one query. */
export function collectMemberIds(data: unknown, uid: string, getModel: GetModel): number[] {
  const ids = new Set<number>();
  visitMembers(data, uid, getModel, (member) => {
    if (typeof member.id === 'number') ids.add(member.id);
  });
  return [...ids];
}

const memberId = (member: Record<string, unknown>) => (typeof member.id === 'number' ? member.id : null);

function isHiddenFor(member: unknown, settings: Map<number, PrivacySettings>, viewer: Viewer): boolean {
  if (!isObject(member)) return false;
  const id = memberId(member);
  if (id === null) return false;
  if (viewer.memberId === id) return false;
  return settings.get(id)?.HiddenFromDirectory === true;
}

/** Drops hidden members from member lists inside other entries (company members, attendees, sectors…). */
function dropHiddenMembers(
  data: unknown,
  uid: string | undefined,
  getModel: GetModel,
  settings: Map<number, PrivacySettings>,
  viewer: Viewer,
  depth = 0,
): void {
  if (!uid || depth > 20 || data === null || data === undefined) return;
  if (Array.isArray(data)) {
    for (const item of data) dropHiddenMembers(item, uid, getModel, settings, viewer, depth + 1);
    return;
  }
  if (!isObject(data)) return;
  const model = getModel(uid);
  if (!model) return;
  for (const [key, value] of Object.entries(data)) {
    const attribute = model.attributes[key];
    const target = nestedUid(attribute);
    if (!attribute || !target) continue;
    if (attribute.type === 'relation' && target === MEMBER_UID) {
      if (Array.isArray(value)) data[key] = value.filter((member) => !isHiddenFor(member, settings, viewer));
      else if (isHiddenFor(value, settings, viewer)) data[key] = null;
    }
    dropHiddenMembers(data[key], target, getModel, settings, viewer, depth + 1);
  }
}

export interface ApplyOptions {
  /** The response is the members directory itself: hidden members leave it too (except the viewer's own). */
  isMemberList?: boolean;
}

/**
 * Enforces the settings on a response, in place, and returns it: phone and e-mail are removed where the
 * viewer may not see them; the settings themselves are only on the viewer's own member; hidden members
 * leave every list (a member's own page stays reachable by its link). A member object whose settings were
 * not loaded keeps nothing (fail closed).
 */
export function applyMemberPrivacy<T>(
  data: T,
  uid: string,
  getModel: GetModel,
  settings: Map<number, PrivacySettings>,
  viewer: Viewer,
  options: ApplyOptions = {},
): T {
  let result: unknown = data;
  if (options.isMemberList && uid === MEMBER_UID && Array.isArray(data)) {
    result = data.filter((member) => !isHiddenFor(member, settings, viewer));
  }
  dropHiddenMembers(result, uid, getModel, settings, viewer);
  visitMembers(result, uid, getModel, (member) => {
    const id = memberId(member);
    const own = id !== null && viewer.memberId === id;
    const memberSettings = id === null ? undefined : settings.get(id);
    for (const [field, setting] of Object.entries(CONTACT_FIELDS)) {
      if (!(field in member)) continue;
      const allowed = own || (memberSettings !== undefined && canSee(memberSettings[setting], viewer, id));
      if (!allowed) delete member[field];
    }
    for (const field of SETTINGS_FIELDS) delete member[field];
    if (own && memberSettings) {
      member.PhoneVisibility = memberSettings.PhoneVisibility ?? DEFAULT_VISIBILITY;
      member.EmailVisibility = memberSettings.EmailVisibility ?? DEFAULT_VISIBILITY;
      member.HiddenFromDirectory = memberSettings.HiddenFromDirectory === true;
    }
  });
  return result as T;
}

// ---------------------------------------------------------------------------------------------------
// Queries: filters, sort and populate (with their own filters and sort) must not reach protected fields.

const isProtected = (uid: string, key: string) => uid === MEMBER_UID && PROTECTED_QUERY_FIELDS.includes(key);

function checkFilters(filters: unknown, uid: string | undefined, getModel: GetModel, path: string, found: string[], depth = 0): void {
  if (!uid || depth > 30) return;
  if (Array.isArray(filters)) {
    filters.forEach((item, index) => checkFilters(item, uid, getModel, `${path}[${index}]`, found, depth + 1));
    return;
  }
  if (!isObject(filters)) return;
  const model = getModel(uid);
  for (const [key, value] of Object.entries(filters)) {
    const here = `${path}[${key}]`;
    if (key.startsWith('$')) {
      // $and / $or / $not hold filters on the same entry; other operators hold values.
      if (key === '$and' || key === '$or' || key === '$not') checkFilters(value, uid, getModel, here, found, depth + 1);
      continue;
    }
    if (isProtected(uid, key)) {
      found.push(here);
      continue;
    }
    const target = nestedUid(model?.attributes[key]);
    if (target) checkFilters(value, target, getModel, here, found, depth + 1);
  }
}

/**
 * A sort that goes through a relation into members: the order of the rows would tell where a hidden
 * member's name (or any of their fields) falls among known ones. Sorting the members themselves is fine
 * (hidden members are out of that list); sorting other entries by their members is refused.
 */
const entersMembers = (model: ModelLike | undefined, key: string) => {
  const attribute = model?.attributes[key];
  return attribute?.type === 'relation' && attribute.target === MEMBER_UID;
};

function checkSortPath(parts: string[], uid: string, getModel: GetModel, path: string, found: string[]) {
  let current: string | undefined = uid;
  for (const part of parts) {
    if (!current) return;
    const model = getModel(current);
    if (isProtected(current, part) || entersMembers(model, part)) {
      found.push(path);
      return;
    }
    current = nestedUid(model?.attributes[part]);
  }
}

function checkSort(sort: unknown, uid: string | undefined, getModel: GetModel, path: string, found: string[], depth = 0): void {
  if (!uid || depth > 30) return;
  if (typeof sort === 'string') {
    for (const item of sort.split(',')) {
      const field = item.trim().split(':')[0];
      checkSortPath(field.split('.'), uid, getModel, path, found);
    }
    return;
  }
  if (Array.isArray(sort)) {
    sort.forEach((item, index) => checkSort(item, uid, getModel, `${path}[${index}]`, found, depth + 1));
    return;
  }
  if (!isObject(sort)) return;
  const model = getModel(uid);
  for (const [key, value] of Object.entries(sort)) {
    const here = `${path}[${key}]`;
    if (isProtected(uid, key) || entersMembers(model, key)) {
      found.push(here);
      continue;
    }
    const target = nestedUid(model?.attributes[key]);
    if (target && typeof value !== 'string') checkSort(value, target, getModel, here, found, depth + 1);
  }
}

/** Filters and sort inside populate fragments, in every form of populate (src/utils/populate-tree.ts). */
function checkPopulate(nodes: PopulateNode[], uid: string | undefined, getModel: GetModel, found: string[], path = 'populate'): void {
  if (!uid) return;
  const model = getModel(uid);
  for (const node of nodes) {
    const target = node.component ?? (node.key === '*' ? undefined : nestedUid(model?.attributes[node.key]));
    const here = node.component ? `${path.replace(/\[populate\]$/, '')}[on][${node.component}]` : `${path}[${node.key}]`;
    if (target && node.filters !== undefined) checkFilters(node.filters, target, getModel, `${here}[filters]`, found);
    if (target && node.sort !== undefined) checkSort(node.sort, target, getModel, `${here}[sort]`, found);
    checkPopulate(node.children, target, getModel, found, `${here}[populate]`);
  }
}

/**
 * The query parameters that would filter or sort on a protected member field (none: empty), e.g.
 * `filters[members][Email][$startsWith]`. `_q` on members is refused too: it searches every text field.
 */
export function protectedQueryParams(query: Record<string, unknown>, uid: string, getModel: GetModel): string[] {
  const found: string[] = [];
  if (uid === MEMBER_UID && query._q !== undefined) found.push('_q');
  checkFilters(query.filters, uid, getModel, 'filters', found);
  checkSort(query.sort, uid, getModel, 'sort', found);
  checkPopulate(parsePopulate(query.populate), uid, getModel, found);
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Queries: hidden members are out of every filter, populate count and list, not only out of responses.
// Without this, `filters[members][id][$eq]=<hidden>&filters[members][Name][$lt]=…` on events or attendees
// read a hidden member's name letter by letter, and `populate[members][count]=true` counted them.

/**
 * qs (Strapi's query parser) reads at most 100 items of an array; a controller that reassigns `ctx.query`
 * writes it back to a query string and parses it again, so no list we add may be longer than that.
 */
const EXCLUSION_CHUNK = 100;

/** `id NOT IN (hidden…)`, as filters (several lists when there are many). */
function notHidden(hiddenIds: readonly number[]): Array<Record<string, unknown>> {
  const parts: Array<Record<string, unknown>> = [];
  for (let start = 0; start < hiddenIds.length; start += EXCLUSION_CHUNK) {
    parts.push({ id: { $notIn: hiddenIds.slice(start, start + EXCLUSION_CHUNK) } });
  }
  return parts;
}

const GROUP_OPERATORS = new Set(['$and', '$or', '$not']);

/**
 * A filter on a member (the value under `members`, or the root of a members query) ANDed with "not hidden",
 * at the same level, so that both conditions hold for the same joined member. Strapi reads a scalar, an
 * array or a lone operator there as a condition on the id: those become `{ id: … }` first.
 */
function andNotHidden(filter: unknown, hiddenIds: readonly number[]): Record<string, unknown> {
  let own = filter;
  if (!isObject(own)) own = own === undefined ? undefined : { id: own };
  else {
    const keys = Object.keys(own);
    if (keys.length === 1 && keys[0].startsWith('$') && !GROUP_OPERATORS.has(keys[0])) own = { id: own };
  }
  return { $and: [...(own === undefined ? [] : [own]), ...notHidden(hiddenIds)] };
}

type Exclude = (filter: unknown) => unknown;

/** Rewrites, in place, every filter path of `filters` (on `uid`) that enters a member. */
function excludeInFilters(filters: unknown, uid: string | undefined, getModel: GetModel, exclude: Exclude, depth = 0): unknown {
  if (!uid || depth > 30) return filters;
  if (Array.isArray(filters)) {
    filters.forEach((item, index) => {
      filters[index] = excludeInFilters(item, uid, getModel, exclude, depth + 1);
    });
    return filters;
  }
  if (!isObject(filters)) return filters;
  const model = getModel(uid);
  for (const [key, value] of Object.entries(filters)) {
    if (GROUP_OPERATORS.has(key)) {
      filters[key] = excludeInFilters(value, uid, getModel, exclude, depth + 1);
      continue;
    }
    if (key.startsWith('$')) continue;
    const attribute = model?.attributes[key];
    const target = nestedUid(attribute);
    if (!target) continue;
    const nested = attribute?.type === 'relation' && target === MEMBER_UID ? exclude(value) : value;
    filters[key] = excludeInFilters(nested, target, getModel, exclude, depth + 1);
  }
  return filters;
}

/** The same inside populate fragments (object form: the only one that carries filters or a count). */
function excludeInPopulate(populate: unknown, uid: string | undefined, getModel: GetModel, exclude: Exclude, depth = 0): void {
  if (!uid || depth > 30) return;
  if (Array.isArray(populate)) {
    populate.forEach((item) => excludeInPopulate(item, uid, getModel, exclude, depth + 1));
    return;
  }
  if (!isObject(populate)) return;
  const model = getModel(uid);
  for (const [key, fragment] of Object.entries(populate)) {
    if (!isObject(fragment)) continue;
    const attribute = model?.attributes[key];
    const target = nestedUid(attribute);
    if (!target) continue;
    const ofMembers = attribute?.type === 'relation' && target === MEMBER_UID;
    if (fragment.filters !== undefined) fragment.filters = excludeInFilters(fragment.filters, target, getModel, exclude);
    // A count of members counts the visible ones; a list of members is filtered too (the response walk
    // would drop the hidden ones anyway, this keeps the two in step).
    if (ofMembers) fragment.filters = exclude(fragment.filters);
    if (fragment.populate !== undefined) excludeInPopulate(fragment.populate, target, getModel, exclude, depth + 1);
    if (isObject(fragment.on)) {
      for (const [component, nested] of Object.entries(fragment.on)) {
        if (isObject(nested) && nested.populate !== undefined) excludeInPopulate(nested.populate, component, getModel, exclude, depth + 1);
      }
    }
  }
}

function walkQuery(query: Record<string, unknown>, uid: string, getModel: GetModel, isMemberList: boolean, exclude: Exclude) {
  if (query.filters !== undefined) query.filters = excludeInFilters(query.filters, uid, getModel, exclude);
  if (isMemberList && uid === MEMBER_UID) {
    // A malformed `filters` (a string) is left for Strapi to refuse (400), not turned into a valid query.
    const top = query.filters;
    if (top === undefined || isObject(top)) query.filters = exclude(top);
    else if (Array.isArray(top)) query.filters = exclude({ $and: top });
  }
  excludeInPopulate(query.populate, uid, getModel, exclude);
}

/** True when the query filters, counts or lists members in a way `excludeHiddenMembers` must rewrite. */
export function queryReachesMembers(query: Record<string, unknown>, uid: string, getModel: GetModel, isMemberList = false): boolean {
  let reached = false;
  walkQuery(structuredClone(query), uid, getModel, isMemberList, (filter) => {
    reached = true;
    return filter;
  });
  return reached;
}

/**
 * Rewrites the query, in place, so that hidden members (`hiddenIds`: the viewer's own member left out) match
 * no filter, count in no count and appear in no list: the answer is the one the club would give if they did
 * not exist. Sorting through members is refused apart (`protectedQueryParams`).
 */
export function excludeHiddenMembers(
  query: Record<string, unknown>,
  uid: string,
  getModel: GetModel,
  hiddenIds: readonly number[],
  isMemberList = false,
): void {
  if (hiddenIds.length === 0) return;
  walkQuery(query, uid, getModel, isMemberList, (filter) => andNotHidden(filter, hiddenIds));
}
