import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import { MyLocationQuery } from './documents';
import { EMPTY_LOCATION, toLocationCodes, type LocationCodes } from './location';
import { LocationPicker } from './LocationPicker';
import { PollingUnitSummary } from './PollingUnitSummary';

export const INEC_REGISTRATION_PORTAL = 'https://cvr.inecnigeria.org/';

/** Public (no account): find a polling unit and see its codes and constituencies. */
export default function ElectoralLookupPage() {
  const { data, loading } = useQuery(MyLocationQuery);
  if (loading && !data) return <PageSkeleton />;
  // A signed-in member starts from their saved location; a visitor from nothing.
  return <ElectoralLookup initial={data?.me ? toLocationCodes(data.me) : EMPTY_LOCATION} />;
}

function ElectoralLookup({ initial }: { initial: LocationCodes }) {
  const [location, setLocation] = useState(initial);
  const prefilled = Boolean(initial.state);
  const result = useRef<HTMLDivElement>(null);
  // The answer lands below the picker: bring it up when the member chooses a unit (not on arrival).
  useEffect(() => {
    if (location.pollingUnit && location.pollingUnit !== initial.pollingUnit) {
      result.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
  }, [location.pollingUnit, initial.pollingUnit]);

  return (
    <PageContainer maxW="3xl">
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">Electoral lookup</Heading>
        <Text color="fg.muted">
          Find your polling unit by state, LGA and ward, and see its INEC code and constituencies. No account needed.
        </Text>
      </Stack>
      <Stack gap="5">
        <Card.Root rounded="2xl" as="section" aria-label="Choose a polling unit">
          <Card.Body>
            {prefilled && (
              <Text fontSize="sm" color="fg.muted" mb="4">
                Started from the location saved on your profile.
              </Text>
            )}
            <LocationPicker value={location} onChange={setLocation} />
          </Card.Body>
        </Card.Root>

        {location.pollingUnit ? (
          <Box ref={result} scrollMarginTop="16" minH="60vh">
            <PollingUnitSummary code={location.pollingUnit} />
          </Box>
        ) : (
          <Text color="fg.muted" textAlign="center" py="4">
            Choose a polling unit to see its code, ward, LGA and constituencies.
          </Text>
        )}

        <Card.Root rounded="2xl" bg="brand.subtle" borderColor="brand.muted">
          <Card.Body gap="2">
            <Heading as="h2" size="md">Registering to vote</Heading>
            <Text fontSize="sm">
              Registration and your permanent voter card are handled by INEC. Check your registration status or
              register on their own portal.
            </Text>
            <ExternalLink href={INEC_REGISTRATION_PORTAL} fontWeight="semibold" alignSelf="flex-start">
              Register or check your registration on INEC's portal
            </ExternalLink>
          </Card.Body>
        </Card.Root>
      </Stack>
    </PageContainer>
  );
}
