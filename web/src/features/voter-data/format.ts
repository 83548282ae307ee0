import { formatCount } from '../../lib/format';

/** The api returns null for figures INEC has not published to us; say so, never estimate. */
export const NOT_PUBLISHED = 'Not published in our data';

export function count(value: number | null | undefined) {
  return value == null ? NOT_PUBLISHED : formatCount(value);
}
