import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type LengthLevel = 'normal' | 'warning' | 'danger';

/** normal, then warning (yellow) past `warnAt`, then danger (red) past `dangerAt`. */
export function lengthLevel(length: number, warnAt: number, dangerAt: number): LengthLevel {
  if (length > dangerAt) return 'danger';
  if (length > warnAt) return 'warning';
  return 'normal';
}

const COLORS: Record<LengthLevel, string> = { normal: 'fg.muted', warning: 'yellow.600', danger: 'fg.error' };

/** A text field's length or remaining characters, coloured by how close it is to the limit. */
export function LengthCounter({ id, level, children }: { id?: string; level: LengthLevel; children: ReactNode }) {
  return (
    <Text id={id} fontSize="xs" fontWeight={level === 'normal' ? 'normal' : 'semibold'} color={COLORS[level]} data-level={level}>
      {children}
    </Text>
  );
}

/** 'N characters remaining' for a field with a hard limit (edit, repost comment, comment). */
export function RemainingCounter({ id, length, limit }: { id?: string; length: number; limit: number }) {
  const remaining = limit - length;
  return (
    <LengthCounter id={id} level={lengthLevel(length, limit * 0.9, limit)}>
      {remaining >= 0 ? `${remaining} characters remaining` : `${-remaining} characters over the limit`}
    </LengthCounter>
  );
}
