import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import { connectivity } from './connectivity';
import { isUnreachable } from './errors';

type Listener = () => void;

/** When each query (name and variables) last came back from the api: the age shown offline. */
const fetchedAt = new Map<string, number>();
const listeners = new Set<Listener>();
let onChange: (() => void) | null = null;

/**
 * One key per query and variables, whatever order the variables were written in. Names are sorted
 * by code unit, not localeCompare: its first call loads a collator (several ms on a phone's start).
 */
export function queryKey(operationName: string, variables: Record<string, unknown> = {}): string {
  const defined = Object.entries(variables)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${operationName}:${JSON.stringify(Object.fromEntries(defined))}`;
}

/**
 * When a query by this name last came from the api with these variables (any it was sent with
 * beyond them, such as defaults, may differ): the latest such answer.
 */
export function lastFetched(operationName: string, variables: Record<string, unknown> = {}): number | undefined {
  let latest: number | undefined;
  const prefix = `${operationName}:`;
  for (const [key, at] of fetchedAt) {
    if (!key.startsWith(prefix) || (latest !== undefined && at <= latest)) continue;
    const sent = JSON.parse(key.slice(prefix.length)) as Record<string, unknown>;
    const matches = Object.entries(variables).every(([name, value]) => value === undefined || JSON.stringify(sent[name]) === JSON.stringify(value));
    if (matches) latest = at;
  }
  return latest;
}

export function subscribeFetched(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The api answered this query just now (through the link, or inside the page it served). */
export function recordFetched(key: string, at: number) {
  fetchedAt.set(key, at);
  onChange?.();
  for (const listener of listeners) listener();
}

/** What persist.ts stores and restores (and calls back to store again on a change). */
export const fetchTimes = {
  entries: (): [string, number][] => [...fetchedAt],
  restore(entries: [string, number][]) {
    for (const [key, at] of entries) if (!fetchedAt.has(key)) fetchedAt.set(key, at);
    for (const listener of listeners) listener();
  },
  clear() {
    fetchedAt.clear();
    for (const listener of listeners) listener();
  },
  onChange(handler: (() => void) | null) {
    onChange = handler;
  },
};

const isQuery = ({ query }: ApolloLink.Operation) => {
  const definition = getMainDefinition(query);
  return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.QUERY;
};

/**
 * Tells connectivity whether the api answered. For queries, also records when each answer came
 * from the api, and when the api can't be reached answers from the cache instead (what the member
 * saw last, persisted across reloads), so a screen offline shows its last data rather than an
 * error. A query the cache can't answer whole still fails, and the screen says so.
 */
export function createOfflineLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const query = isQuery(operation);
    const key = query ? queryKey(operation.operationName ?? '', operation.variables) : '';
    return new Observable<ApolloLink.Result>((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => {
          connectivity.reportReachable();
          if (query && result.data && !result.errors?.length) recordFetched(key, Date.now());
          observer.next(result);
        },
        error: (error: unknown) => {
          const unreachable = isUnreachable(error);
          if (unreachable) connectivity.reportUnreachable();
          const cached = query && unreachable
            ? operation.client.cache.read<Record<string, unknown>>({
                query: operation.query,
                variables: operation.variables,
                optimistic: false,
              })
            : null;
          if (!cached) {
            observer.error(error);
            return;
          }
          observer.next({ data: cached });
          observer.complete();
        },
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    });
  });
}
