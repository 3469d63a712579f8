// The check that the list of personal data names every content type related to a member or an account and every
// custom table with a member column (backend/src/utils/personal-data-gaps.ts). The running server checks its real
// list, schema and database at start-up and in tests/api/personal-data.test.ts; here, what is reported when
// something new is not listed, on the app's own schemas.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGaps, personRelations, type ListedSource, type Schemas } from '../../backend/src/utils/personal-data-gaps';

const api = path.resolve(__dirname, '../../backend/src/api');

/** The app's content types, read from their schema files (plus the extended users-permissions user). */
function appSchemas(): Schemas {
  const schemas: Schemas = {};
  for (const name of readdirSync(api)) {
    const types = path.join(api, name, 'content-types');
    let entries: string[] = [];
    try {
      entries = readdirSync(types);
    } catch {
      continue; // an API with routes only
    }
    for (const type of entries) schemas[`api::${name}.${type}`] = JSON.parse(readFileSync(path.join(types, type, 'schema.json'), 'utf8'));
  }
  const user = path.resolve(api, '../extensions/users-permissions/content-types/user/schema.json');
  schemas['plugin::users-permissions.user'] = JSON.parse(readFileSync(user, 'utf8'));
  return schemas;
}

const TABLES = ['event_waitlist', 'event_check_ins', 'event_mail_claims'];
const custom = TABLES.map((name) => ({ name, columns: ['member_id'] }));

/** A list that covers what the app's schemas relate to members, and the tables above. */
function listFor(schemas: Schemas): ListedSource[] {
  return [{ key: 'all', contentTypes: [...personRelations(schemas).keys()], tables: [...TABLES] }];
}
const existing = (schemas: Schemas, tables: string[]) => ({ contentTypes: new Set(Object.keys(schemas)), tables: new Set(tables) });

describe('the check of the list of personal data', () => {
  it('finds the app’s relations to members and accounts (one relation per line of the schema files)', () => {
    const related = personRelations(appSchemas());
    expect(related.get('api::company.company')).toEqual(['members', 'creator']);
    expect(related.get('api::member.member')).toEqual(['user']);
    expect(related.get('api::event-attendee.event-attendee')).toEqual(['members']);
    expect(related.get('api::sector.sector')).toEqual(['members', 'creator']);
    expect(related.has('api::event.event')).toBe(false);
  });

  it('reports a new content type related to a member that is not listed', () => {
    const before = appSchemas();
    const list = listFor(before);
    expect(findGaps(list, personRelations(before), custom, existing(before, TABLES))).toEqual([]);
    const schemas: Schemas = {
      ...before,
      'api::note.note': { attributes: { Text: { type: 'text' }, author: { type: 'relation', target: 'api::member.member' } } },
    };
    expect(findGaps(list, personRelations(schemas), custom, existing(schemas, TABLES))).toEqual([
      'content type api::note.note (author) is not in the list',
    ]);
  });

  it('reports a new table with a member_id column, and a listed table that no longer exists', () => {
    const schemas = appSchemas();
    const tables = [...custom.slice(1), { name: 'event_badges', columns: ['member_id'] }];
    expect(findGaps(listFor(schemas), personRelations(schemas), tables, existing(schemas, [...TABLES.slice(1), 'event_badges']))).toEqual([
      'table event_badges (member_id) is not in the list',
      'table event_waitlist is listed but does not exist',
    ]);
  });
});
