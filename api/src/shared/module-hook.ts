/**
 * What a lower module needs from one above it (modules import only those below them): the higher
 * module provides it when it loads, and asking before then is a bug in the start-up, said loudly.
 */
export function moduleHook<T>(missing: string): { provide(value: T): void; get(): T } {
  let provided: T | null = null;
  return {
    provide(value) {
      provided = value;
    },
    get() {
      if (provided === null) throw new Error(missing);
      return provided;
    },
  };
}
