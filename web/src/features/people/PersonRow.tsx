import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../../components/UserAvatar';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useProfileHref } from '../posts/PostCard';

const PersonRow_person = graphql(`
  fragment PersonRow_person on User {
    id
    displayName
    handle
    avatarUrl
  }
`);

interface PersonRowProps {
  person: FragmentType<typeof PersonRow_person>;
  /** What can be done in place: follow, or answer a request. */
  action: ReactNode;
  /** Why they are suggested: 'Same Ward', … */
  matchType?: string;
  /** The sidebar's narrow rows: a smaller picture, the action under the name. */
  compact?: boolean;
}

/** A member in a list: picture and name open their profile; the action sits at the end. */
export function PersonRow({ action, matchType, compact = false, ...props }: PersonRowProps) {
  const person = getFragmentData(PersonRow_person, props.person);
  const profileHref = useProfileHref();
  return (
    <HStack as="li" gap="3" py="2.5" listStyleType="none" align={compact ? 'flex-start' : 'center'}>
      <RouterLink to={profileHref(person.id)} tabIndex={-1} aria-hidden>
        <UserAvatar name={person.displayName} src={person.avatarUrl} size={compact ? 'sm' : 'md'} />
      </RouterLink>
      <Stack gap="0.5" flex="1" minW="0">
        <Link asChild fontWeight="semibold" color="fg" lineClamp="2" overflowWrap="anywhere">
          <RouterLink to={profileHref(person.id)}>{person.displayName}</RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted" truncate>
          @{person.handle}
        </Text>
        {matchType && (
          <Box>
            <Badge size="sm" colorPalette="brand" variant="subtle">
              {matchType}
            </Badge>
          </Box>
        )}
        {/* A narrow sidebar gives the name the width and puts the action under it. */}
        {compact && <Box pt="1">{action}</Box>}
      </Stack>
      {!compact && action}
    </HStack>
  );
}

/** Grey rows in the shape of PersonRow while a list loads. */
export function PersonRowPlaceholders({ count }: { count: number }) {
  return (
    <Box role="status" aria-label="Loading people">
      {Array.from({ length: count }, (_, index) => (
        <HStack key={index} gap="3" py="2.5" aria-hidden>
          <Box boxSize="10" rounded="full" bg="bg.emphasized" animation="pulse" flexShrink={0} />
          <Stack gap="1.5" flex="1">
            <Box h="3" w="40%" rounded="sm" bg="bg.emphasized" animation="pulse" />
            <Box h="2.5" w="25%" rounded="sm" bg="bg.muted" animation="pulse" />
          </Stack>
        </HStack>
      ))}
    </Box>
  );
}

interface PeopleListProps<T> {
  /** Undefined while loading. */
  items: readonly T[] | undefined;
  renderRow: (item: T) => ReactNode;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** Shown instead of placeholders when loading failed; null while it hasn't. */
  failure: ReactNode | null;
  placeholders: number;
}

/** A list of people with its loading, failed and empty states. */
export function PeopleList<T>({ items, renderRow, empty, failure, placeholders }: PeopleListProps<T>) {
  if (!items) return failure ?? <PersonRowPlaceholders count={placeholders} />;
  if (items.length === 0) return empty;
  return <Box as="ul">{items.map(renderRow)}</Box>;
}
