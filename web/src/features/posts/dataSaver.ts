import { useSyncExternalStore } from 'react';

/** This device's choice (Settings), kept in the browser: it is about the phone's data plan, not the account. */
const KEY = 'civic:data-saver';
const listeners = new Set<() => void>();

/** The browser's own data saver (Chromium's Lite mode, sent to servers as `Save-Data: on`). */
const browserSavesData = () =>
  Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);

function chosen(): boolean | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === null ? null : value === 'on';
  } catch {
    return null;
  }
}

/** Whether feed images wait for a tap: the device's choice, else the browser's data saver. */
export function isDataSaverOn(): boolean {
  return chosen() ?? browserSavesData();
}

export function setDataSaver(on: boolean) {
  try {
    window.localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // private mode without storage: the choice lasts until the page closes
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDataSaver(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribe, isDataSaverOn), setDataSaver];
}

/** The feed's copy of a stored image: 640 px wide (the api makes it), enough for a phone's card. */
export const feedImageUrl = (src: string) => (/^\/uploads\/[\w-]+\.webp$/.test(src) ? `${src}?w=640` : src);
