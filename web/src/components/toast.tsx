import { lazy, Suspense, useEffect, useState } from 'react';

export interface ToastOptions {
  type: 'success' | 'error' | 'info' | 'warning';
  title: string;
  description?: string;
}

const loadHost = () => import('./ToasterHost');
const ToasterHost = lazy(loadHost);

let mountHost: (() => void) | null = null;

/** Shows a toast; the toaster code is fetched the first time one is needed. */
export function toast(options: ToastOptions) {
  mountHost?.();
  void loadHost().then(({ toaster }) => toaster.create(options));
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
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}
