import { Text, type TextProps } from '@chakra-ui/react';
import type { DocumentNode } from 'graphql';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { lastFetched, subscribeFetched } from '../apollo/offline';
import { useOnline } from './useOnline';
import { lagosDate } from '../lib/format';

const MINUTE = 60_000;

/** "just now", "5 min ago", "3 h ago", or the day for anything older. */
export function ageText(at: number, now = Date.now()): string {
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < 60 * MINUTE) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < 24 * 60 * MINUTE) return `${Math.floor(elapsed / (60 * MINUTE))} h ago`;
  return `on ${lagosDate(at, 'dayMonth')}`;
}

function operationName(query: DocumentNode): string {
  const definition = query.definitions.find((d) => d.kind === 'OperationDefinition');
  return (definition && 'name' in definition && definition.name?.value) || '';
}

interface DataAgeProps extends TextProps {
  query: DocumentNode;
  variables?: Record<string, unknown>;
}

/** Offline, how old the shown data is: "Updated 5 min ago" (when this query last came from the api). */
export function DataAge({ query, variables, ...text }: DataAgeProps) {
  const online = useOnline();
  const name = operationName(query);
  const key = JSON.stringify(variables ?? {});
  const at = useSyncExternalStore(subscribeFetched, () => lastFetched(name, JSON.parse(key)));
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (online) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, [online]);
  if (online || at === undefined) return null;
  return (
    <Text fontSize="xs" color="fg.muted" {...text}>
      Offline · updated {ageText(at, now)}
    </Text>
  );
}
