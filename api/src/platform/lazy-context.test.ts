import { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLazyEm } from './lazy-context.js';

// The contract context.ts relies on in the installed Apollo Server (see lazy-context.ts): the
// context a resolver gets is a copy that keeps the prototype, so `em` is made only when a
// resolver reads it, once per request, and one made before the copy is the one resolvers get.

type Em = { id: number };
type Ctx = { who: string; readonly em: Em };
let forks = 0;
const fork = (): Em => ({ id: ++forks });

const apollo = new ApolloServer<Ctx>({
  typeDefs: `type Query { who: String, em: Int, emAgain: Int, same: Boolean }`,
  resolvers: {
    Query: {
      who: (_: unknown, __: unknown, ctx: Ctx) => ctx.who,
      em: (_: unknown, __: unknown, ctx: Ctx) => ctx.em.id,
      emAgain: (_: unknown, __: unknown, ctx: Ctx) => ctx.em.id,
    },
  },
});

beforeAll(() => apollo.start());
afterAll(() => apollo.stop());

const run = async (query: string, context: Ctx) => {
  const response = await apollo.executeOperation({ query }, { contextValue: context });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
};

describe('withLazyEm under Apollo Server', () => {
  it('makes no identity map for a request whose resolvers never read it', async () => {
    const before = forks;
    const result = await run('{ who }', withLazyEm({ who: 'visitor' }, fork));
    expect(result.data).toEqual({ who: 'visitor' });
    expect(forks).toBe(before);
  });

  it('makes one identity map for a request, however many resolvers read it', async () => {
    const before = forks;
    const result = await run('{ em emAgain }', withLazyEm({ who: 'member' }, fork));
    expect(result.data).toEqual({ em: before + 1, emAgain: before + 1 });
    expect(forks).toBe(before + 1);
  });

  it('gives resolvers the identity map read before Apollo copied the context', async () => {
    const context = withLazyEm({ who: 'member' }, fork);
    const early = context.em.id;
    const result = await run('{ em }', context);
    expect(result.data).toEqual({ em: early });
  });

  it('keeps the fields and `em` readable on the object itself', () => {
    const context = withLazyEm({ who: 'x' }, fork);
    expect(context.who).toBe('x');
    expect(context.em).toBe(context.em);
  });
});
