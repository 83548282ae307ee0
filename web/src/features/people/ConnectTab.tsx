import { Card, Heading, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { readApiError } from '../../apollo/errors';
import { SearchIcon } from './icons';
import { graphql } from '../../gql';
import { SuggestionsQuery } from './documents';
import { FollowButton } from './FollowButton';
import { PeopleList, PersonRow } from './PersonRow';

export const SearchUsersQuery = graphql(`
  query SearchUsers($query: String!, $first: Int!) {
    searchUsers(query: $query, first: $first) {
      id
      ...PersonRow_person
      ...FollowButton_person
    }
  }
`);

/** SPEC §5 and §9: search starts at 2 trimmed characters; suggestions refresh every 30 s here. */
export const SEARCH_MIN_LENGTH = 2;
const SEARCH_MAX_LENGTH = 100;
const SEARCH_DELAY_MS = 300;
const LIST_SIZE = 20;
const CONNECT_REFRESH_MS = 30_000;

/** The text once typing pauses, so each keystroke doesn't become a search. */
function useSettled(value: string, delayMs: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="1" py="8" px="4">
      <Text fontWeight="semibold">{title}</Text>
      <Text fontSize="sm" color="fg.muted" maxW="xs">
        {children}
      </Text>
    </Stack>
  );
}

function Suggestions() {
  const { data, error } = useQuery(SuggestionsQuery, { variables: { first: LIST_SIZE }, pollInterval: CONNECT_REFRESH_MS });
  return (
    <PeopleList
      items={data?.suggestions}
      renderRow={({ user, matchType }) => (
        <PersonRow key={user.id} person={user} matchType={matchType} action={<FollowButton person={user} />} />
      )}
      placeholders={6}
      failure={error && <EmptyState title="Suggestions could not be loaded">Check your connection and try again.</EmptyState>}
      empty={
        <EmptyState title="No suggested connections">
          Add your ward in your profile settings to meet voters near you, or search by name above.
        </EmptyState>
      }
    />
  );
}

function SearchResults({ query }: { query: string }) {
  const { data, error } = useQuery(SearchUsersQuery, { variables: { query, first: LIST_SIZE } });
  return (
    <PeopleList
      items={data?.searchUsers}
      renderRow={(person) => <PersonRow key={person.id} person={person} action={<FollowButton person={person} />} />}
      placeholders={6}
      failure={error && <EmptyState title="Search failed">{readApiError(error).message ?? 'Check your connection and try again.'}</EmptyState>}
      empty={<EmptyState title="No results for the query">Nobody matches “{query}”. Try another name or handle.</EmptyState>}
    />
  );
}

/** Home's Connect tab: people from the viewer's electoral area, or a search by name or handle. */
export function ConnectTab({ title, description }: { title: string; description: string }) {
  const [text, setText] = useState('');
  const query = useSettled(text.trim(), SEARCH_DELAY_MS);
  const searching = query.length >= SEARCH_MIN_LENGTH;

  return (
    <Stack gap="3">
      <Stack gap="0" px="1">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Stack>
      <Card.Root rounded="xl">
        <Card.Body gap="2" p={{ base: '3.5', md: '4' }}>
          <InputGroup startElement={<SearchIcon boxSize="4" />}>
            <Input
              type="search"
              aria-label="Search people"
              placeholder="Search by name or @handle"
              maxLength={SEARCH_MAX_LENGTH}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </InputGroup>
          {text.trim().length === 1 && (
            <Text fontSize="xs" color="fg.muted">
              Type at least {SEARCH_MIN_LENGTH} characters to search.
            </Text>
          )}
          <Heading as="h3" size="sm" color="fg.muted" pt="2">
            {searching ? 'People found' : 'Suggested for you'}
          </Heading>
          {searching ? <SearchResults query={query} /> : <Suggestions />}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
