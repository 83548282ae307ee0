import { useEffect, useState } from 'react';
import { lazyRetry } from './lazyRetry';
import { LoadBoundary } from './LoadBoundary';

export interface ToastOptions {
  type: 'success' | 'error' | 'info' | 'warning';
  title: string;
  description?: string;
}

const loadHost = () => import('./ToasterHost');
const ToasterHost = lazyRetry(loadHost);

let mountHost: (() => void) | null = null;

/** Shows a toast; the toaster code is fetched the first time one is needed. */
export function toast(options: ToastOptions) {
  mountHost?.();
  // The newest notice replaces the one showing (one at a time, SPEC §9) rather than queueing behind
  // it: a toast under a resting pointer stays paused, and would hold back every later notice.
  // Offline before the toaster's code ever loaded, the notice is lost, not the app.
  loadHost().then(({ toaster }) => {
    toaster.remove();
    toaster.create(options);
  }, () => {});
}

/** Mount once near the root; renders nothing until the first toast. */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    mountHost = () => setMounted(true);
    return () => {
      mountHost = null;
    };
  }, []);
  return mounted ? (
    <LoadBoundary what="notices" variant="silent">
      <ToasterHost />
    </LoadBoundary>
  ) : null;
}
