import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

type PageInfo = { hasNextPage: boolean; endCursor?: string | null };

/**
 * The button under a list that asks for its next page (the list's paging policy appends it);
 * nothing when there is none. A page that fails to come leaves the button saying so, to try again.
 */
export function ShowMoreButton({
  pageInfo,
  loading,
  fetchMore,
  children,
  size,
}: {
  pageInfo: PageInfo;
  loading: boolean;
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>;
  children: ReactNode;
  size?: ButtonProps['size'];
}) {
  const [failed, setFailed] = useState(false);
  if (!pageInfo.hasNextPage || !pageInfo.endCursor) return null;
  const after = pageInfo.endCursor;
  return (
    <Button
      variant="outline"
      size={size}
      loading={loading}
      onClick={() => {
        setFailed(false);
        fetchMore({ variables: { after } }).catch(() => setFailed(true));
      }}
    >
      {failed ? 'Could not load more. Try again' : children}
    </Button>
  );
}
