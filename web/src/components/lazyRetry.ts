import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

// Bumped by every Retry: a lazy component that failed before the latest one imports afresh.
let retryGeneration = 0;

/** Lets every lazyRetry component that failed so far import its code again when next rendered. */
export function retryFailedImports() {
  retryGeneration += 1;
}

/** A lazy component whose code can be fetched ahead of its first render. */
export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy remembers a failed import for good, so a chunk that failed while the network was down
 * would fail forever. After a failure this makes a fresh lazy component once a Retry has happened
 * (LoadBoundary's), so the import runs again; until then the failure stands for the boundary to show.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): Preloadable<ComponentProps<T>> {
  let failedIn: number | null = null;
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedIn = retryGeneration;
        throw error;
      }),
    );
  let current = make();
  // Set by preload(): the code is here, so render it at once instead of suspending for a tick.
  let loaded: T | null = null;
  function Retryable(props: ComponentProps<T>) {
    if (loaded) return createElement(loaded, props);
    if (failedIn !== null && retryGeneration > failedIn) {
      failedIn = null;
      current = make();
    }
    return createElement(current, props);
  }
  Retryable.preload = () =>
    load().then(
      (module) => {
        loaded = module.default;
      },
      () => undefined, // rendering imports it again, and shows the failure
    );
  return Retryable;
}
