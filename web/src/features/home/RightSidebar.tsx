import { GridItem, Stack, useMediaQuery } from '@chakra-ui/react';
import { SuggestionsCard } from '../people/SuggestionsCard';

/**
 * The right sidebar, from tablet-landscape width: beside the feed on wide screens, under the
 * welcome card otherwise. Not rendered on phones, so they don't fetch what they wouldn't show
 * (the Connect tab has the same people).
 */
export function RightSidebar() {
  const [wide] = useMediaQuery(['(min-width: 62em)']);
  if (!wide) return null;
  return (
    <GridItem as="aside" aria-label="Suggestions" gridColumn={{ lg: '1', xl: '3' }} gridRow={{ lg: '2', xl: '1' }}>
      <Stack gap="5">
        <SuggestionsCard />
      </Stack>
    </GridItem>
  );
}
