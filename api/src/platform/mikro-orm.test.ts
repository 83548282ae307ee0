import { randomUUID } from 'node:crypto';
import { EntitySchema, MikroORM, wrap } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readRows } from './driver-read.js';
import { entityView, viewById, viewColumns, viewOfFields } from './entity-view.js';
import { findById } from './find-by-id.js';

// The contract the hot reads rely on in the installed MikroORM, knex and node-postgres (see the
// header of driver-read.ts, find-by-id.ts and entity-view.ts), on entities of this test's own.

class Author {
  id!: string;
  name!: string;
  secret!: string;
  joinedAt!: Date;
  get shout() {
    return this.name.toUpperCase();
  }
}
class Note {
  id!: string;
  author!: Author;
  body!: { words: string[] };
  writtenAt!: Date;
  likes = 0;
}
const AuthorSchema = new EntitySchema<Author>({
  class: Author,
  tableName: 'authors',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'string' },
    secret: { type: 'string', hidden: true },
    joinedAt: { type: 'datetime' },
    shout: { type: 'string', persist: false, getter: true },
  },
});
const NoteSchema = new EntitySchema<Note>({
  class: Note,
  tableName: 'notes',
  properties: {
    id: { type: 'uuid', primary: true },
    author: { kind: 'm:1', entity: () => Author },
    body: { type: 'json' },
    writtenAt: { type: 'datetime' },
    likes: { type: 'integer' },
  },
});

const database = `civic_platform_${process.pid}_${Date.now()}`;
const adminUrl = () => inject('pgAdminUrl');
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(sql).finally(() => client.end());
};
let orm: MikroORM;
const ada = { id: randomUUID(), name: 'Ada Obi', secret: 'hash', joinedAt: new Date('2026-01-02T03:04:05.678Z') };
const note = { id: randomUUID(), body: { words: ['vote', 'early'] }, writtenAt: new Date('2026-02-03T04:05:06.789Z'), likes: 3 };

beforeAll(async () => {
  await admin(`create database ${database}`);
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  orm = await MikroORM.init({ clientUrl: url.toString(), entities: [AuthorSchema, NoteSchema], forceUtcTimezone: true, allowGlobalContext: false });
  await orm.schema.createSchema();
  const em = orm.em.fork();
  em.create(Author, ada as Author);
  em.create(Note, { ...note, author: ada.id });
  await em.flush();
});

afterAll(async () => {
  await orm?.close();
  await admin(`drop database if exists ${database} with (force)`);
});

describe('readRows: a read on a pooled node-postgres connection taken from knex', () => {
  it('runs with bind parameters and gives rows as the driver reads them (timestamps as text)', async () => {
    const rows = await readRows(orm.em.fork(), 'select id, name, joined_at from authors where name = ? and id = ?', ['Ada Obi', ada.id]);
    expect(rows).toEqual([{ id: ada.id, name: 'Ada Obi', joined_at: expect.any(String) }]);
    expect(new Date(rows[0].joined_at).toISOString()).toBe(ada.joinedAt.toISOString());
  });

  it('prepares a named statement once per connection and runs it again by name', async () => {
    const em = orm.em.fork();
    for (let i = 0; i < 3; i++) {
      expect(await readRows(em, 'select name from authors where id = ?', [ada.id], { prepared: true })).toEqual([{ name: 'Ada Obi' }]);
    }
    const [{ n }] = await readRows(em, `select count(*)::int as n from pg_prepared_statements where statement like '%from authors where id = $1%'`);
    expect(n).toBeLessThanOrEqual(1);
  });

  it("inside a transaction reads through the ORM, so it sees the transaction's writes", async () => {
    await orm.em.fork().transactional(async (em) => {
      await em.execute('update notes set likes = likes + 10 where id = ?', [note.id]);
      expect(await readRows(em, 'select likes from notes where id = ?', [note.id])).toEqual([{ likes: 13 }]);
      await em.execute('update notes set likes = likes - 10 where id = ?', [note.id]);
    });
  });
});

describe("findById: a row made a managed entity by the ORM's own mapResult and entity factory", () => {
  it('gives the entity and its relation as findOne does, in the identity map', async () => {
    const em = orm.em.fork();
    const found = (await findById(em, Note, note.id, ['author']))!;
    expect(found).toBeInstanceOf(Note);
    expect(wrap(found).toObject()).toEqual(wrap((await orm.em.fork().findOne(Note, note.id))!).toObject());
    expect(wrap(found.author).toObject()).toEqual(wrap((await orm.em.fork().findOne(Author, ada.id))!).toObject());
    expect(found.author).toBeInstanceOf(Author);
    expect(wrap(found.author).isInitialized()).toBe(true);
    expect(found.author.secret).toBe('hash');
    expect(found.writtenAt).toEqual(note.writtenAt);
    expect(found.body).toEqual(note.body);
    expect(await em.findOne(Note, note.id)).toBe(found);
    expect(em.getReference(Author, ada.id)).toBe(found.author);
    expect(await findById(em, Note, randomUUID())).toBeNull();
  });

  it('tracks changes to what it made: a flush writes them', async () => {
    const em = orm.em.fork();
    const found = (await findById(em, Note, note.id))!;
    found.likes = 4;
    await em.flush();
    expect(await readRows(orm.em.fork(), 'select likes from notes where id = ?', [note.id])).toEqual([{ likes: 4 }]);
    found.likes = 3;
    await em.flush();
  });
});

describe("entity views: the entity's prototype over its columns, from the ORM's metadata", () => {
  it('reads one row with its relation as views: getters, dates, JSON and toObject work; hidden fields are not read', async () => {
    const view = (await viewById(orm, Note, note.id, ['author']))!;
    expect(view).toBeInstanceOf(Note);
    expect(view.author).toBeInstanceOf(Author);
    expect(view.author.shout).toBe('ADA OBI');
    expect(view.author.secret).toBeUndefined();
    expect(view.writtenAt).toEqual(note.writtenAt);
    expect(view.author.joinedAt).toEqual(ada.joinedAt);
    expect(view.body).toEqual(note.body);
    const managed = wrap((await orm.em.fork().findOne(Note, note.id, { populate: ['author'] }))!).toObject();
    const { secret: _, ...shown } = managed.author as unknown as Record<string, unknown>;
    expect(wrap(view).toObject()).toMatchObject({ ...managed, author: shown });
  });

  it("is nobody's to track: setting a field changes the view only, and no flush writes it", async () => {
    const em = orm.em.fork();
    const [row] = await readRows(em, `select ${viewColumns(em, Note, 'n')} from notes n where n.id = ?`, [note.id]);
    const view = entityView(em, Note, row, 'n')!;
    view.likes = 99;
    expect(view.likes).toBe(99);
    await em.flush();
    expect(await readRows(em, 'select likes from notes where id = ?', [note.id])).toEqual([{ likes: 3 }]);
    expect(em.getUnitOfWork().getIdentityMap().values()).toHaveLength(0);
  });

  it('is made from fields by property name, as an event carries them through JSON', () => {
    const view = viewOfFields(orm.em, Author, JSON.parse(JSON.stringify({ id: ada.id, name: ada.name, joinedAt: ada.joinedAt })));
    expect(view.shout).toBe('ADA OBI');
    expect(view.joinedAt).toEqual(ada.joinedAt);
  });
});
