import { Button } from '@chakra-ui/react';

type Edges<N> = { edges: N[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

/** A page's edges with the next page's after them (for fetchMore's updateQuery). */
export function appended<N, P extends Edges<N>>(previous: P | null | undefined, next: P): P {
  return { ...next, edges: [...(previous?.edges ?? []), ...next.edges] };
}

/** "Show more reports" while the list has a next page; `more` gets the cursor to read after. */
export function ShowMore({ page, loading, more }: { page: Edges<unknown>; loading: boolean; more: (after: string | null) => Promise<unknown> }) {
  if (!page.pageInfo.hasNextPage) return null;
  return (
    <Button variant="outline" loading={loading} onClick={() => void more(page.pageInfo.endCursor).catch(() => undefined)}>
      Show more reports
    </Button>
  );
}
