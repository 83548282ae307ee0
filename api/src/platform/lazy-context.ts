/**
 * A request's context whose `em` (its identity map) is made when first read, also in the copy
 * Apollo Server makes of it. Apollo copies each operation's context onto an object with the same
 * prototype (`Object.assign(Object.create(proto), context)`); an own getter would be called by that
 * copy, forking an identity map on every request, which reads answered from memory (the
 * geography) never use. So the getter lives on the prototype and the copy carries only how to
 * fork, and the identity map if one was already made (a member's session read before the copy).
 * lazy-context.test.ts pins Apollo's copy; docs/bench/geo.md has the figure that keeps this.
 */
const FORK = Symbol('fork');
const FORKED = Symbol('forked');

type Slots<EM> = { [FORK]: () => EM; [FORKED]?: EM };

const lazyEm = {
  get em() {
    const self = this as unknown as Slots<unknown>;
    return (self[FORKED] ??= self[FORK]());
  },
};

/** `fields` with an `em` made by `fork` on its first read. */
export function withLazyEm<F extends object, EM>(fields: F, fork: () => EM): F & { readonly em: EM } {
  const slots: Slots<EM> = { [FORK]: fork, [FORKED]: undefined };
  return Object.assign(Object.create(lazyEm) as { readonly em: EM }, fields, slots);
}
