// The directories as the PWA reads them (docs/decisions/0012-directory-sync.md):
// - a page: exactly what one screen shows (9 cards, the upcoming events), searched and sorted on the
//   server the way the phone does, for a first visit before the full directory is on the device;
// - the changes since a cursor: the rows stamped after it (keyset pages ordered by changedAt, id) and the
//   removals (tombstones, and members now hidden from the directory), for the background sync.
// Rows go through the same rules as every other answer: Strapi's output sanitizer (private fields), the
// members' privacy settings, trimmed image renditions.
import type { Core, UID } from '@strapi/strapi';
import { cursorSecret, formatCursor, parseCursor, type Cursor, type ReceivedCursor } from './cursor';
import { pageOrder, PROJECTIONS, type DirectoryKind } from './projections';
import {
  applyMemberPrivacy,
  collectMemberIds,
  MEMBER_UID,
  type GetModel,
  type ModelLike,
  type Viewer,
} from '../../member/services/privacy';
import {
  clubToday,
  MEMBER_REFERENCES,
  MEMBER_SUMMARY_QUERY,
  normalizeForSearch,
  pickRandom,
  referencedMemberIds,
  cardIdsOnly,
  encodeColumns,
  type IncludedCards,
} from '@club/contract';
import { envMilliseconds } from '../../../lifecycle/env';
import { memberService } from '../../member/services/member';
import { trimMediaFormats } from '../../../utils/media-formats';
import { REMOVALS_TABLE, REMOVAL_RETENTION_MS, type DirectoryTracking } from './tracking';
import { sanitizeByShape } from './sanitize-by-shape';

/**
 * Rows per answer of the sync: a large club's directory in a handful of requests. Each answer costs a phone a round
 * trip and the server's time before its first byte, one after the other (the next cursor is in the answer): at
 * 3,000 members, pages of 500 left the link idle most of the last seconds of a first download. The sanitizer works
 * in slices (sanitizeInSlices), so a larger page does not hold the event loop longer. DIRECTORY_SYNC_PAGE_SIZE sets
 * another (the end-to-end tests' small club needs several pages to be caught between two).
 */
const syncPageSize = () => Math.floor(envMilliseconds('DIRECTORY_SYNC_PAGE_SIZE', 1000, 1));
/**
 * A sync's last cursor stays this far behind the database's now: a write stamped just before a read but
 * committed just after it is read again next time (re-reading is harmless, missing is not).
 */
const cursorMargin = () => envMilliseconds('DIRECTORY_CURSOR_MARGIN_MS', 10_000, 0);

export interface PageRequest {
  q?: string;
  sector?: number;
  page: number;
  pageSize: number;
  /** Instead of a page: this many records drawn at random among those the filters match. */
  sample?: number;
}

type Row = Record<string, unknown> & { id: number };
type Auth = unknown;
/**
 * How member cards inside rows travel (@club/contract's member-references.ts): 'included', each once in the
 * answer's `included`, the rows holding their ids; 'directory', the rows' ids alone (the phone has the members
 * directory; hidden members' ids are dropped from the rows by applyMemberPrivacy); 'inline', whole in each row (a
 * PWA from before those shapes).
 */
export type CardsShape = 'included' | 'directory' | 'inline';

/**
 * Pages per streamed answer (changeLines): a first download of 20,000 records in one request; a larger club's phone
 * asks again from the last page's cursor.
 */
const STREAM_PAGES = 20;

/** Rows per slice of the output sanitizer (sanitizeInSlices). */
const SANITIZE_SLICE = 50;

/** Member ids per query of the included cards: well under every database's limit of bound parameters. */
const CARDS_PER_QUERY = 1000;

const DROPPED_KEYS = new Set(['documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale']);

/** Keys the PWA never reads, at any depth (a third of the bytes of a nested answer). */
function dropUnusedKeys(value: unknown, depth = 0): void {
  if (depth > 12 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((item) => dropUnusedKeys(item, depth + 1));
    return;
  }
  for (const key of Object.keys(value)) {
    if (DROPPED_KEYS.has(key)) delete (value as Record<string, unknown>)[key];
    else dropUnusedKeys((value as Record<string, unknown>)[key], depth + 1);
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const getModel: GetModel = (uid) => strapi.getModel(uid as UID.Schema) as ModelLike | undefined;
  const tracking = () => strapi.service('api::directory.tracking') as unknown as DirectoryTracking;

  async function viewerOf(userId: number | undefined): Promise<Viewer> {
    const own = await memberService(strapi).ownerOf(userId);
    return { authenticated: userId !== undefined, memberId: own?.id ?? null };
  }

  /**
   * Strapi's output sanitizer, a slice of rows at a time. It runs as one long chain of promises, which never lets
   * the event loop serve anything else: over a whole answer (500 rows and their relations) it held a Strapi on
   * SQLite for up to a second. Between slices, other requests are served.
   */
  async function sanitizeInSlices(rows: Row[], uid: string, auth: Auth): Promise<Row[]> {
    const model = strapi.getModel(uid as UID.Schema);
    const sanitized: Row[] = [];
    for (let start = 0; start < rows.length; start += SANITIZE_SLICE) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      sanitized.push(...((await strapi.contentAPI.sanitize.output(rows.slice(start, start + SANITIZE_SLICE), model, { auth })) as Row[]));
    }
    return sanitized;
  }
  /** The same, once per shape of row (sanitize-by-shape.ts); checked row by row outside production. */
  const checkShapes = process.env.NODE_ENV !== 'production';
  const sanitizeRows = (rows: Row[], uid: string, auth: Auth) =>
    sanitizeByShape(rows, (some) => sanitizeInSlices(some, uid, auth), { check: checkShapes });

  /**
   * Sanitized, private-aware rows with their changedAt and sort key; for members, also which rows are
   * hidden from this viewer (the sync sends them as removals).
   */
  async function present(kind: DirectoryKind, entries: Row[], auth: Auth, viewer: Viewer, cards: CardsShape) {
    const { uid } = PROJECTIONS[kind];
    const stamps = new Map(entries.map((entry) => [entry.id, { changedAt: Number(entry.changedAt ?? 0), sortKey: entry.SortKey ?? null }]));
    const sanitized = await sanitizeRows(entries, uid, auth);
    const settings = await memberService(strapi).privacySettings(collectMemberIds(sanitized, uid, getModel));
    const hidden = new Set<number>();
    if (uid === MEMBER_UID) {
      for (const row of sanitized) {
        if (settings.get(row.id)?.HiddenFromDirectory === true && row.id !== viewer.memberId) hidden.add(row.id);
      }
    }
    const rows = applyMemberPrivacy(sanitized, uid, getModel, settings, viewer, { isMemberList: uid === MEMBER_UID });
    trimMediaFormats(rows);
    dropUnusedKeys(rows);
    for (const row of rows) Object.assign(row, stamps.get(row.id));
    // A phone's sync: the ids alone (a member's own card carried their privacy settings, to them).
    if (cards === 'directory') cardIdsOnly(kind, rows);
    const included = cards === 'included' ? await includedCards(kind, rows, auth, viewer) : undefined;
    return { rows, hidden, stamps, included };
  }

  /**
   * The member cards the rows refer to (by id: their populate read ids only), each once, through the same rules as
   * a member list: the output sanitizer, and a member hidden from the directory left out (but to themself). The
   * rows' ids of hidden members were already dropped by applyMemberPrivacy.
   */
  async function includedCards(kind: DirectoryKind, rows: Row[], auth: Auth, viewer: Viewer): Promise<IncludedCards | undefined> {
    if (MEMBER_REFERENCES[kind].length === 0) return undefined;
    const ids = referencedMemberIds(kind, rows);
    const members: Row[] = [];
    for (let start = 0; start < ids.length; start += CARDS_PER_QUERY) {
      const batch = ids.slice(start, start + CARDS_PER_QUERY);
      const query = toQuery(MEMBER_UID, { ...MEMBER_SUMMARY_QUERY, filters: { id: { $in: batch } } });
      members.push(...((await strapi.db.query(MEMBER_UID).findMany(query)) as Row[]));
    }
    const sanitized = await sanitizeRows(members, MEMBER_UID, auth);
    const settings = await memberService(strapi).privacySettings(collectMemberIds(sanitized, MEMBER_UID, getModel));
    const cards = applyMemberPrivacy(sanitized, MEMBER_UID, getModel, settings, viewer, { isMemberList: true });
    trimMediaFormats(cards);
    dropUnusedKeys(cards);
    return { members: cards };
  }

  /**
   * Our own parameters, turned into a database query the way the document service does, without its
   * per-call validation of them (a noticeable share of each page's time): they are constants and checked
   * numbers, never the caller's raw query. The directory types have neither drafts nor locales, so nothing
   * else differs (the answers were compared field by field before and after).
   */
  const toQuery = (uid: UID.ContentType, params: Record<string, unknown>) =>
    strapi.get('query-params').transform(uid, params) as Record<string, unknown>;

  const findEntries = (kind: DirectoryKind, params: Record<string, unknown>, cards: CardsShape) => {
    const projection = PROJECTIONS[kind];
    const query = toQuery(projection.uid, {
      fields: [...projection.fields, 'changedAt', 'SortKey'],
      populate: cards === 'inline' ? projection.populate : projection.populateWithCardIds,
      ...params,
    });
    return strapi.db.query(projection.uid).findMany(query) as unknown as Promise<Row[]>;
  };

  /** The ids among `entries` that the kind's public filter leaves out. */
  async function notPublic(kind: DirectoryKind, entries: Row[]): Promise<number[]> {
    const { uid, publicFilter } = PROJECTIONS[kind];
    if (!publicFilter || entries.length === 0) return [];
    const ids = entries.map((entry) => entry.id);
    const shown = (await strapi.db.query(uid).findMany({ where: { id: { $in: ids }, ...publicFilter }, select: ['id'] })) as Array<{
      id: number;
    }>;
    const shownIds = new Set(shown.map((row) => row.id));
    return ids.filter((id) => !shownIds.has(id));
  }

  /**
   * `size` records drawn from the whole directory (not from its first page): the ids that match, read from the
   * table alone, then only the drawn rows in full, in the order drawn.
   */
  async function sampleOf(
    kind: DirectoryKind,
    filters: Record<string, unknown>,
    size: number,
    auth: Auth,
    viewer: Viewer,
    cards: CardsShape,
  ) {
    const { uid } = PROJECTIONS[kind];
    const matching = (await strapi.db.query(uid).findMany(toQuery(uid, { filters, fields: ['id'] }))) as Array<{ id: number }>;
    const drawn = pickRandom(
      matching.map((row) => row.id),
      size,
    );
    const entries = drawn.length ? await findEntries(kind, { filters: { id: { $in: drawn } } }, cards) : [];
    const { rows, included } = await present(kind, entries, auth, viewer, cards);
    const position = new Map(drawn.map((id, index) => [id, index]));
    rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    return {
      data: rows,
      ...(included && { included }),
      meta: { pagination: { page: 1, pageSize: size, pageCount: 1, total: matching.length } },
    };
  }

  /**
   * What changed after `since` (null: everything, for a first download). `removed` lists records deleted
   * or hidden since then; `reset` says the device's copy is too old to be patched and must be replaced.
   */
  async function changes(
    kind: DirectoryKind,
    since: ReceivedCursor | null,
    auth: Auth,
    userId: number | undefined,
    cards: CardsShape = 'inline',
  ) {
    const now = await tracking().now();
    const reset = since !== null && (!since.signed || since.at < now - REMOVAL_RETENTION_MS);
    const from: Cursor = since && !reset ? since : { at: -1, id: 0 };
    // A first download (its first page, or a later one: its cursor's base) learns no removal from before it began.
    const base = from.at < 0 ? now : (from.base ?? 0);
    const pageSize = syncPageSize();
    const entries = await findEntries(
      kind,
      {
        filters: { $or: [{ changedAt: { $gt: from.at } }, { changedAt: from.at, id: { $gt: from.id } }] },
        sort: [{ changedAt: 'asc' }, { id: 'asc' }],
        limit: pageSize + 1,
      },
      cards,
    );
    const more = entries.length > pageSize;
    const page = entries.slice(0, pageSize);
    const viewer = await viewerOf(userId);
    const { rows, hidden, stamps, included } = await present(kind, page, auth, viewer, cards);
    // Records off the site (an event back to draft) leave the devices.
    const offSite = await notPublic(kind, page);
    offSite.forEach((id) => hidden.add(id));

    // Removals are sent only to copies that may hold the record: never on a first download (nor on its later
    // pages: only what was removed since it began, `base`), and only those after the cursor. A member who hides leaves a tombstone when they hide (tracking.ts): a copy
    // made before holds them (it got them while they were visible) and drops them; a copy made after never
    // had them and learns nothing, not even that a hidden member exists. A row changed while hidden is not
    // a removal any more (anyone could list hidden ids by asking for an old cursor).
    const removed: Array<{ id: number; at: number }> = [];
    if (from.at >= 0) {
      const shown = new Set(rows.filter((row) => !hidden.has(row.id)).map((row) => row.id));
      const tombstones = (await strapi.db
        .connection(REMOVALS_TABLE)
        .select('record_id', 'removed_at')
        .where({ kind })
        .andWhere('removed_at', '>', Math.max(from.at, base))) as Array<{ record_id: number; removed_at: number | string }>;
      const newest = new Map<number, number>();
      for (const row of tombstones) {
        const id = Number(row.record_id);
        // The viewer's own member, or a member visible again (its row is in this answer): not removed.
        if (shown.has(id) || (kind === 'members' && id === viewer.memberId)) continue;
        newest.set(id, Math.max(newest.get(id) ?? 0, Number(row.removed_at)));
      }
      newest.forEach((at, id) => removed.push({ id, at }));
      for (const id of offSite) {
        const at = stamps.get(id)?.changedAt ?? now;
        if (at > base) removed.push({ id, at });
      }
    }

    const last = page.at(-1);
    let cursor: Cursor = last ? { at: Number(last.changedAt), id: last.id, ...(more && base > 0 && { base }) } : from;
    // The end of a sync: never past the margin (nor before 0 when the directory was empty).
    if (!more && (cursor.at < 0 || cursor.at > now - cursorMargin())) cursor = { at: Math.max(0, now - cursorMargin()), id: 0 };
    // A download's progress for the device ("40 %"): about how many rows are still to come (hidden ones
    // counted, which only makes the figure prudent). Counted only when more pages follow.
    const remaining = more
      ? await strapi.db.query(PROJECTIONS[kind].uid).count({
          where: { $or: [{ changedAt: { $gt: cursor.at } }, { changedAt: cursor.at, id: { $gt: cursor.id } }] },
        })
      : 0;
    return {
      data: rows.filter((row) => !hidden.has(row.id)),
      ...(included && { included }),
      removed,
      cursor: formatCursor(cursorSecret(strapi), cursor),
      more,
      remaining,
      ...(reset && { reset: true }),
    };
  }

  return {
    /** One screen of a directory: filtered, sorted and paginated as the PWA does on the device. */
    async page(kind: DirectoryKind, request: PageRequest, auth: Auth, userId: number | undefined, cards: CardsShape = 'inline') {
      const projection = PROJECTIONS[kind];
      const viewer = await viewerOf(userId);
      const and: Array<Record<string, unknown>> = [];
      const needle = normalizeForSearch(request.q);
      if (needle) and.push({ SearchText: { $contains: needle } });
      if (request.sector !== undefined && projection.sectorRelation) and.push({ [projection.sectorRelation]: { id: request.sector } });
      if (kind === 'members') {
        const visible: Array<Record<string, unknown>> = [{ HiddenFromDirectory: { $null: true } }, { HiddenFromDirectory: false }];
        if (viewer.memberId !== null) visible.push({ id: viewer.memberId });
        and.push({ $or: visible });
      }
      // Spec §2, §5: the events list shows today's and later events (published ones: drafts are the back-office's).
      if (kind === 'events') and.push({ Date: { $gte: clubToday() } });
      if (projection.publicFilter) and.push(projection.publicFilter);
      const filters = { $and: and };
      if (request.sample !== undefined) return sampleOf(kind, filters, request.sample, auth, viewer, cards);
      const total = await strapi.db.query(projection.uid).count(toQuery(projection.uid, { filters }));
      const pageCount = Math.max(1, Math.ceil(total / request.pageSize));
      const sort = pageOrder(projection);
      const entries = await findEntries(
        kind,
        {
          filters,
          sort,
          start: (request.page - 1) * request.pageSize,
          limit: request.pageSize,
        },
        cards,
      );
      const { rows, included } = await present(kind, entries, auth, viewer, cards);
      return {
        data: rows,
        ...(included && { included }),
        meta: { pagination: { page: request.page, pageSize: request.pageSize, pageCount, total } },
      };
    },
    changes,

    /**
     * Every page of the changes after `since` as lines of one streamed answer, in columns (@club/contract's
     * directory-columns.ts): a phone's first download in one request, each page computed as the previous one leaves.
     */
    async *changeLines(kind: DirectoryKind, since: ReceivedCursor | null, auth: Auth, userId: number | undefined) {
      let from = since;
      for (let pages = 0; pages < STREAM_PAGES; pages += 1) {
        const { data, ...rest } = await changes(kind, from, auth, userId, 'directory');
        yield `${JSON.stringify({ ...encodeColumns(kind, data), ...rest })}\n`;
        if (!rest.more) return;
        from = parseCursor(cursorSecret(strapi), rest.cursor);
      }
    },
  };
};

export type DirectoryService = {
  page(kind: DirectoryKind, request: PageRequest, auth: Auth, userId: number | undefined, cards?: CardsShape): Promise<unknown>;
  changes(kind: DirectoryKind, since: ReceivedCursor | null, auth: Auth, userId: number | undefined, cards?: CardsShape): Promise<unknown>;
  changeLines(kind: DirectoryKind, since: ReceivedCursor | null, auth: Auth, userId: number | undefined): AsyncGenerator<string>;
};
