import { Box, Button, Card, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { UserAvatar } from '../../../components/UserAvatar';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { LengthCounter, lengthLevel } from '../LengthCounter';
import { POST_DANGER_AT, POST_LIMIT, POST_WARN_AT } from '../limits';
import { ComposerFields } from './ComposerFields';
import { useComposer } from './useComposer';
import { formatCount } from '../../../lib/format';

export const COMPOSER_PROMPT = 'What’s happening in your area?';

const Composer_viewer = graphql(`
  fragment Composer_viewer on User {
    id
    displayName
    avatarUrl
  }
`);

/** The inline composer above a feed: one line until focused, then the full editor. */
export function Composer(props: { viewer: FragmentType<typeof Composer_viewer> }) {
  const viewer = getFragmentData(Composer_viewer, props.viewer);
  const [expanded, setExpanded] = useState(false);
  const composer = useComposer({ onPosted: () => setExpanded(false) });
  const length = composer.text.length;

  return (
    <Card.Root as="section" aria-label="Create a post" rounded="xl">
      <Card.Body p={{ base: '3', md: '4' }}>
        <HStack align="flex-start" gap="3">
          {/* Phones give the open editor the card's whole width. */}
          <Box hideBelow={expanded ? 'sm' : undefined}>
            <UserAvatar name={viewer.displayName} src={viewer.avatarUrl} />
          </Box>
          <Box flex="1" minW="0">
            {expanded ? (
              <ComposerFields
                composer={composer}
                placeholder={COMPOSER_PROMPT}
                rows={4}
                autoFocus
                counter={(id) => (
                  <LengthCounter id={id} level={lengthLevel(length, POST_WARN_AT, POST_DANGER_AT)}>
                    {formatCount(length)}/{formatCount(POST_LIMIT)}
                  </LengthCounter>
                )}
                extraActions={
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      composer.reset();
                      setExpanded(false);
                    }}
                  >
                    Cancel
                  </Button>
                }
              />
            ) : (
              <Button
                variant="subtle"
                w="full"
                justifyContent="flex-start"
                fontWeight="normal"
                color="fg.muted"
                rounded="lg"
                onClick={() => setExpanded(true)}
                onFocus={() => setExpanded(true)}
                // The drawn composer, tapped before the app took over, opens this one (api/src/server/takeover.ts).
                data-tap="composer"
              >
                {COMPOSER_PROMPT}
              </Button>
            )}
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
