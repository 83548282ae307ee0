import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from '../apollo/connectivity';

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
