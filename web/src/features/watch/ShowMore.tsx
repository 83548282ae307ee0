import { Button } from '@chakra-ui/react';

type Edges<N> = { edges: N[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

/** "Show more reports" while the list has a next page; `more` gets the cursor to read after. */
export function ShowMore({ page, loading, more }: { page: Edges<unknown>; loading: boolean; more: (after: string | null) => Promise<unknown> }) {
  if (!page.pageInfo.hasNextPage) return null;
  return (
    <Button variant="outline" loading={loading} onClick={() => void more(page.pageInfo.endCursor).catch(() => undefined)}>
      Show more reports
    </Button>
  );
}
