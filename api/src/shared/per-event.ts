const LOADS = Symbol('loads by key');
type EventLoads = { [LOADS]?: Map<string, Promise<unknown>> };

/**
 * A value loaded once per subscription event for every execution of it (a message row, a
 * notification), so a hundred subscribers to the same event cost one database read. Kept on the
 * event object itself, so it dies with the event (see server/subscriptions.ts).
 */
export function loadOncePerEvent<T>(event: object, key: string, load: () => Promise<T>): Promise<T> {
  const loads = ((event as EventLoads)[LOADS] ??= new Map());
  if (!loads.has(key)) loads.set(key, load());
  return loads.get(key) as Promise<T>;
}
