import type { Context } from './context.js';

const perRequest = new WeakMap<Context, Map<string, unknown>>();

/**
 * One instance per request (GraphQL operation or REST call), made on first use: the
 * place for DataLoaders, whose cache must not outlive the request that filled it.
 */
export function requestScoped<T>(ctx: Context, key: string, make: () => T): T {
  let scope = perRequest.get(ctx);
  if (!scope) perRequest.set(ctx, (scope = new Map()));
  if (!scope.has(key)) scope.set(key, make());
  return scope.get(key) as T;
}
