import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FeedKind } from '../../gql/graphql';
import type { Viewer } from '../auth/viewer';
import { Composer } from '../posts/composer/Composer';
import { Feed } from '../posts/feed/Feed';
import { FeedMessage } from '../posts/feed/FeedNotices';
import { PlaceChooser } from './PlaceChooser';
import { isPlaceKind, PLACE_DEPTH, placeFor } from './tabs';

interface HomeFeedTabProps {
  kind: FeedKind;
  title: string;
  description: string;
  /** Members get the composer above the feed; visitors only read. */
  viewer: Viewer | null;
  /** The place a place feed shows when it isn't the member's own (from ?place=), '' for their own. */
  place?: string;
  onPlaceChange?: (code: string | null) => void;
}

const A_LEVEL = { state: 'a state', lga: 'an LGA', ward: 'a ward' } as const;

export function HomeFeedTab({ kind, title, description, viewer, place: asked = '', onPlaceChange }: HomeFeedTabProps) {
  const placeFeed = isPlaceKind(kind);
  const place = placeFeed ? placeFor(kind, asked) : '';
  // Members read their own place; visitors, and members who ask to, choose one.
  const [browsing, setBrowsing] = useState(false);
  const choosing = placeFeed && (!viewer || Boolean(asked) || browsing);
  const level = placeFeed ? PLACE_DEPTH[kind] : null;

  return (
    <Stack gap="3">
      <HStack gap="2" px="1" justify="space-between" align="start">
        <Stack gap="0">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
        {viewer && placeFeed && (choosing ? (
          <Button size="sm" variant="ghost" colorPalette="brand" flexShrink={0} onClick={() => { setBrowsing(false); onPlaceChange?.(null); }}>
            Your own
          </Button>
        ) : (
          <Button size="sm" variant="ghost" colorPalette="brand" flexShrink={0} onClick={() => setBrowsing(true)}>
            Another place
          </Button>
        ))}
      </HStack>
      {choosing && level && <PlaceChooser key={kind} kind={kind as keyof typeof PLACE_DEPTH} value={asked} onChange={(code) => onPlaceChange?.(code)} />}
      {viewer && <Composer viewer={viewer} />}
      {choosing && !place ? (
        <FeedMessage title={`Choose ${A_LEVEL[level!]}`}>{`Pick ${A_LEVEL[level!]} above to read what voters there are posting.`}</FeedMessage>
      ) : (
        // Keyed by feed so a tab switch starts with that feed's own scroll and paging state.
        <Feed key={`${kind}:${place}`} kind={kind} place={place || undefined} />
      )}
    </Stack>
  );
}
