import { Card, Heading, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../auth/viewer';
import { SuggestionsQuery } from './documents';
import { FollowButton } from './FollowButton';
import { PeopleList, PersonRow } from './PersonRow';

/** SPEC §9: three in the sidebar, refreshed every five minutes. */
const SIDEBAR_SUGGESTIONS = 3;
const SIDEBAR_REFRESH_MS = 5 * 60_000;

const Note = ({ children }: { children: string }) => (
  <Text color="fg.muted" fontSize="sm" py="2">
    {children}
  </Text>
);

/** The right sidebar's 'Connect with your community': people near the viewer (or the most followed, for visitors). */
export function SuggestionsCard() {
  const { viewer } = useViewer();
  const { data, error } = useQuery(SuggestionsQuery, {
    variables: { first: SIDEBAR_SUGGESTIONS },
    pollInterval: SIDEBAR_REFRESH_MS,
  });
  return (
    <Card.Root as="section" aria-labelledby="suggestions-heading" rounded="2xl">
      <Card.Header pb="1">
        <Heading as="h2" id="suggestions-heading" size="md">
          Connect with your community
        </Heading>
      </Card.Header>
      <Card.Body pt="1">
        <PeopleList
          items={data?.suggestions}
          renderRow={({ user, matchType }) => (
            <PersonRow
              key={user.id}
              person={user}
              // A visitor has no electoral area, so 'Similar Location' would say nothing true.
              matchType={viewer ? matchType : undefined}
              compact
              action={<FollowButton person={user} quiet size="xs" />}
            />
          )}
          placeholders={SIDEBAR_SUGGESTIONS}
          failure={error && <Note>Suggestions could not be loaded.</Note>}
          empty={<Note>No suggested connections</Note>}
        />
        <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium" fontSize="sm" mt="2">
          <RouterLink to="/?tab=connect">Explore community</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
