import { GridItem, Stack, useMediaQuery } from '@chakra-ui/react';
import { WhatsHappeningCard } from '../news/WhatsHappeningCard';
import { SuggestionsCard } from '../people/SuggestionsCard';
import { sidebarAds } from '../posts/feed/ads';
import { SponsoredCard } from '../posts/feed/SponsoredCard';

/**
 * The right sidebar, from tablet-landscape width: beside the feed on wide screens, under the
 * welcome card otherwise. Not rendered on phones, so they don't fetch what they wouldn't show
 * (the Connect and Latest News tabs have the same people and stories).
 */
export function RightSidebar() {
  const [wide] = useMediaQuery(['(min-width: 62em)']);
  if (!wide) return null;
  return (
    <GridItem as="aside" aria-label="Suggestions and news" gridColumn={{ lg: '1', xl: '3' }} gridRow={{ lg: '2', xl: '1' }}>
      <Stack gap="5">
        <SuggestionsCard />
        <WhatsHappeningCard />
        {sidebarAds().map((item) => (
          <SponsoredCard key={item.id} item={item} />
        ))}
      </Stack>
    </GridItem>
  );
}
