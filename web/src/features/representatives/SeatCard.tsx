import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { PartyTag } from './PartyTag';
import { SourceLine } from './SourceLine';
import { touchHeight } from '../../app/theme';

export const NOT_YET_RECORDED = 'Not yet recorded';

interface SeatCardProps {
  seatName: string;
  holder: FragmentType<typeof SeatCard_holder> | null;
  /** For administrators: a way to record the holder of an empty seat. */
  addHolder?: ReactNode;
}

/** What a seat's card shows of its holder: the name, party and where the record comes from. */
const SeatCard_holder = graphql(`
  fragment SeatCard_holder on Official {
    id
    fullName
    party
    partyColor
    sourceUrl
    asOf
    isVerified
  }
`);

/** One seat: who holds it, their party in its colour, and the record's source and date; or that no holder is recorded. */
export function SeatCard({ seatName, addHolder, ...props }: SeatCardProps) {
  const holder = getFragmentData(SeatCard_holder, props.holder);
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor={holder?.partyColor ?? 'border.emphasized'}
      rounded="xl"
      bg="bg"
      p="4"
    >
      <Stack gap="1.5">
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" fontWeight="semibold">
          {seatName}
        </Text>
        {holder ? (
          <>
            <HStack justify="space-between" align="start" gap="3">
              <Link asChild fontWeight="semibold" fontSize="lg" color="fg" overflowWrap="anywhere" css={touchHeight}>
                <RouterLink to={`/officials/${holder.id}`}>{holder.fullName}</RouterLink>
              </Link>
              <PartyTag party={holder.party} color={holder.partyColor} />
            </HStack>
            {holder.isVerified && (
              <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
                Verified account
              </Badge>
            )}
            <SourceLine sourceUrl={holder.sourceUrl} asOf={holder.asOf} />
          </>
        ) : (
          <>
            <Text fontWeight="semibold" color="fg.muted">
              {NOT_YET_RECORDED}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              No holder of this seat with a source is in our record yet.
            </Text>
            {addHolder}
          </>
        )}
      </Stack>
    </Box>
  );
}
