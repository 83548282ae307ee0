import { StreamEnds, type EventStream, type PubSub, type Topic } from './pubsub.js';

/**
 * A coalesced topic: what a subscription receives at most once a tick, however fast its events
 * come. Every subscriber on an instance with the same `key` shares one pubsub listener, which
 * folds each event into the tick's value; at each tick that value (the same object for all of
 * them, so the socket fan-out executes and serializes it once per distinct subscription) goes to
 * every subscriber. An event costs one `fold`, not one call per subscriber: 10 or 500 events a
 * second cost an instance the same per tick.
 *
 * Define one per feed, in the module that owns it (`election/results.feed.ts`), and return
 * `ctx.deps.coalesced.subscribe(feed)` from the subscription's `subscribe` after authorizing.
 */
export interface CoalescedTopic<E, V> {
  /** Subscribers with the same key share a listener: same topic, same fold, same everything. */
  readonly key: string;
  readonly topic: Topic<E>;
  /**
   * Folds one event into what the tick carries so far (undefined before the tick's first event).
   * Returns `into` unchanged to pass over an event this feed ignores. May change `into` in place.
   */
  fold(into: V | undefined, event: E): V | undefined;
  /**
   * A value that brings a subscriber who skipped ticks (its socket was behind) to the newest
   * state, whatever it missed: for results, the summary and every state.
   */
  everything(): V;
}

/** A coalesced topic's stream, as a subscription's `subscribe` returns it. */
export interface CoalescedStream<V> extends EventStream<V> {
  /**
   * This subscriber could not take the tick it was given (its socket is behind): at the next
   * tick, quiet or not, it gets `everything()` instead of only what moved.
   */
  catchUp(): void;
}

export function isCoalescedStream<V>(value: unknown): value is CoalescedStream<V> {
  return typeof (value as CoalescedStream<V> | null)?.catchUp === 'function';
}

/** Operators' counters (/api/metrics): ticks that delivered something, events folded, ticks handed to subscribers. */
export const coalescedStats = { ticks: 0, events: 0, deliveries: 0, catchUps: 0 };

/** The coalesced topics of one instance, on one timer. */
export class CoalescedTopics {
  private readonly hubs = new Map<string, Hub<unknown, unknown>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pubsub: PubSub,
    readonly tickMs: number,
  ) {}

  subscribe<E, V>(topic: CoalescedTopic<E, V>): CoalescedStream<V> {
    return new Subscription<V>((subscription) => this.join(topic, subscription));
  }

  /** Stops the timer and every hub's listener (the app's close). */
  close() {
    for (const hub of this.hubs.values()) hub.close();
    this.hubs.clear();
    this.stopTimer();
  }

  private join<E, V>(topic: CoalescedTopic<E, V>, subscription: Subscription<V>): () => void {
    let hub = this.hubs.get(topic.key) as Hub<E, V> | undefined;
    if (!hub) {
      hub = new Hub<E, V>(topic, this.pubsub.subscribe(topic.topic));
      this.hubs.set(topic.key, hub as Hub<unknown, unknown>);
      this.timer ??= setInterval(() => this.tick(), this.tickMs).unref();
    }
    const joined = hub;
    joined.subscribers.add(subscription);
    subscription.attach(joined);
    return () => {
      joined.subscribers.delete(subscription);
      if (joined.subscribers.size || this.hubs.get(topic.key) !== joined) return;
      joined.close();
      this.hubs.delete(topic.key);
      if (!this.hubs.size) this.stopTimer();
    };
  }

  private tick() {
    for (const hub of this.hubs.values()) hub.tick();
  }

  private stopTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** One key's listener on one instance: the tick's folded value, and who gets it. */
class Hub<E, V> {
  readonly subscribers = new Set<Subscription<V>>();
  private pending: V | undefined;
  private behind = false;

  constructor(
    private readonly topic: CoalescedTopic<E, V>,
    private readonly events: EventStream<E>,
  ) {
    events.listen(
      (event) => {
        coalescedStats.events += 1;
        this.pending = topic.fold(this.pending, event);
      },
      (error) => {
        for (const subscriber of [...this.subscribers]) subscriber.end(error);
      },
    );
  }

  /** Marks a subscriber to be brought up to date at the next tick. */
  lagging() {
    this.behind = true;
  }

  tick() {
    const fresh = this.pending;
    this.pending = undefined;
    if (fresh === undefined && !this.behind) return;
    coalescedStats.ticks += 1;
    let everything: V | undefined;
    if (this.behind) {
      this.behind = false;
      everything = this.topic.everything();
    }
    // A subscriber that catches up again while this loop runs is marked for the next tick.
    for (const subscriber of this.subscribers) {
      if (subscriber.catchingUp) {
        subscriber.catchingUp = false;
        coalescedStats.catchUps += 1;
        subscriber.deliver(everything!);
      } else if (fresh !== undefined) {
        coalescedStats.deliveries += 1;
        subscriber.deliver(fresh);
      }
    }
  }

  close() {
    void this.events.return?.();
  }
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ value: undefined, done: true });

/**
 * One subscriber's ticks. It joins its hub on first use (`listen` or the first `next`) and
 * leaves on `return`, the hub letting go of the pubsub channel with its last subscriber.
 */
class Subscription<V> extends StreamEnds<V> implements CoalescedStream<V> {
  catchingUp = false;
  private leave: (() => void) | null = null;
  private hub: { lagging(): void } | null = null;
  private finished = false;
  private listener: ((value: V) => void) | null = null;
  private ended: ((error?: unknown) => void) | null = null;
  /** Iterator mode only: ticks not yet pulled, and a pull waiting for one. */
  private buffered: V[] = [];
  private pull: ((result: IteratorResult<V>) => void) | null = null;

  constructor(private readonly joinHub: (subscription: Subscription<V>) => () => void) {
    super();
  }

  private start() {
    if (this.leave || this.finished) return;
    this.leave = this.joinHub(this);
  }

  /** Called by the hub once it knows this subscriber (join). */
  deliver(value: V) {
    if (this.finished) return;
    if (this.listener) return this.listener(value);
    if (this.pull) {
      const pull = this.pull;
      this.pull = null;
      return pull({ value, done: false });
    }
    this.buffered.push(value);
  }

  end(error?: unknown) {
    if (this.finished) return;
    const ended = this.ended;
    void this.return();
    ended?.(error);
  }

  catchUp() {
    if (this.catchingUp || this.finished) return;
    this.catchingUp = true;
    this.hub?.lagging();
  }

  /** The hub this subscriber joined, so catchUp can mark it (set by the hub registry). */
  attach(hub: { lagging(): void }) {
    this.hub = hub;
  }

  listen(next: (value: V) => void, end: (error?: unknown) => void): void {
    this.listener = next;
    this.ended = end;
    this.start();
  }

  next(): Promise<IteratorResult<V>> {
    this.start();
    if (this.finished) return Promise.resolve(DONE);
    if (this.buffered.length) return Promise.resolve({ value: this.buffered.shift()!, done: false });
    return new Promise((resolve) => (this.pull = resolve));
  }

  return(): Promise<IteratorResult<V>> {
    if (!this.finished) {
      this.finished = true;
      this.listener = null;
      this.ended = null;
      this.buffered = [];
      this.leave?.();
      this.pull?.(DONE);
      this.pull = null;
    }
    return Promise.resolve(DONE);
  }
}
