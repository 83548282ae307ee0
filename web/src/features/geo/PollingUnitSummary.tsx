import { Card, Heading, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { ExternalLink } from '../../components/ExternalLink';
import { FactList } from '../../components/FactList';
import { PageSkeleton } from '../../components/PageSkeleton';
import { PollingUnitDetailsQuery } from './documents';
import { formatCount } from '../../lib/format';

const NOT_KNOWN = 'Not known';

function openStreetMapUrl(latitude: number, longitude: number) {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** Everything INEC's delimitation says about one polling unit, by its full code. */
export function PollingUnitSummary({ code }: { code: string }) {
  const { data, loading, error } = useQuery(PollingUnitDetailsQuery, { variables: { code } });
  if (loading && !data) return <PageSkeleton />;
  const unit = data?.pollingUnit;
  if (error || !unit) {
    return (
      <Text role="alert" color="fg.error">
        {error ? 'Could not load this polling unit. Check your connection and try again.' : `There is no polling unit ${code}.`}
      </Text>
    );
  }
  const registeredVoters = unit.state.registeredVoters2023;

  return (
    <Card.Root rounded="2xl" as="section" aria-labelledby="polling-unit-summary">
      <Card.Header>
        <Heading as="h2" size="lg" id="polling-unit-summary">{unit.displayName}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {unit.ward.displayName} ward, {unit.lga.displayName} LGA, {unit.state.displayName}
        </Text>
      </Card.Header>
      <Card.Body>
        <FactList
          facts={[
            { label: 'Polling unit code', value: unit.puCode },
            { label: 'Ward', value: `${unit.ward.displayName} (${unit.ward.fullCode})` },
            { label: 'LGA', value: `${unit.lga.displayName} (${unit.lga.fullCode})` },
            { label: 'State', value: `${unit.state.displayName} (${unit.state.code})` },
            { label: 'Senatorial district', value: unit.senatorialDistrict.displayName },
            { label: 'Federal constituency', value: unit.federalConstituency.displayName },
            {
              label: `Registered voters in ${unit.state.displayName} (January 2023)`,
              value: registeredVoters == null ? NOT_KNOWN : formatCount(registeredVoters),
            },
            {
              label: 'Approximate location',
              value:
                unit.latitude == null || unit.longitude == null ? (
                  NOT_KNOWN
                ) : (
                  <ExternalLink href={openStreetMapUrl(unit.latitude, unit.longitude)}>
                    {unit.latitude.toFixed(5)}, {unit.longitude.toFixed(5)}
                  </ExternalLink>
                ),
            },
          ]}
        />
        <Link asChild fontWeight="semibold" color="brand.fg" mt="4" display="inline-block">
          <RouterLink to={`/representatives?pu=${unit.puCode}`}>See who represents this polling unit</RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted" mt="3">
          District and constituency names are INEC's. State constituencies are not named here yet: INEC's names for them
          are not yet joined to the 2023 wards. Registered voters are from INEC's register of January 2023, where known.
          The location is approximate: it was placed from the unit's name.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
