import { Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import { getFragmentData } from '../../gql';
import type { Office, PollingUnitPlacesFragment, RepresentativesQuery } from '../../gql/graphql';
import { useViewer } from '../auth/viewer';
import { useViewerPowers } from '../auth/viewerPowers';
import { MyLocationQuery, PollingUnitPlaces } from '../geo/documents';
import { EMPTY_LOCATION, toLocationCodes, type LocationCodes } from '../geo/location';
import { LocationPicker } from '../geo/LocationPicker';
import { RepresentativesQuery as RepresentativesDocument } from './documents';
import { AddHolder } from './OfficialAdmin';
import { SeatCard } from './SeatCard';

type Result = RepresentativesQuery['representatives'];

const PU_CODE = /^\d{2}\/\d{2}\/\d{2}\/\d{3}$/;

/**
 * Public: everyone elected for a polling unit. A member starts from their own unit; anyone
 * may choose another with the picker (?pu= names it, so a lookup can link here).
 */
export default function RepresentativesPage() {
  const { data, loading } = useQuery(MyLocationQuery);
  if (loading && !data) return <PageSkeleton />;
  return <Representatives saved={data?.me ? toLocationCodes(data.me) : EMPTY_LOCATION} />;
}

function Representatives({ saved }: { saved: LocationCodes }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('pu') ?? '';
  const fromUrl = PU_CODE.test(asked) ? asked : '';
  const [location, setLocation] = useState<LocationCodes>(() =>
    fromUrl
      ? { state: fromUrl.slice(0, 2), lga: fromUrl.slice(0, 5), ward: fromUrl.slice(0, 8), pollingUnit: fromUrl }
      : saved,
  );
  const pollingUnit = location.pollingUnit;
  const ownUnit = Boolean(saved.pollingUnit) && pollingUnit === saved.pollingUnit;
  const [choosing, setChoosing] = useState(!pollingUnit);

  const choose = (next: LocationCodes) => {
    setLocation(next);
    if (next.pollingUnit) {
      setChoosing(false);
      // A member's own unit stays out of the address; another unit is named there, to share.
      setParams(next.pollingUnit === saved.pollingUnit ? {} : { pu: next.pollingUnit }, { replace: true });
    }
  };

  return (
    <PageContainer maxW="3xl">
      <Stack gap="1" mb="5">
        <Heading as="h1" size="2xl">
          Your representatives
        </Heading>
        <Text color="fg.muted">
          Everyone elected for a polling unit, from the President to its member of the House of Representatives, each with
          the source of the record. No account needed.
        </Text>
      </Stack>
      <Stack gap="5">
        {choosing ? (
          <Card.Root rounded="2xl" as="section" aria-label="Choose a polling unit">
            <Card.Body>
              <LocationPicker value={location} onChange={choose} />
            </Card.Body>
          </Card.Root>
        ) : (
          <Button variant="outline" alignSelf="flex-start" onClick={() => setChoosing(true)}>
            Choose another polling unit
          </Button>
        )}
        {pollingUnit ? (
          <Seats pollingUnit={pollingUnit} ownUnit={ownUnit} />
        ) : (
          <Text color="fg.muted" textAlign="center" py="4">
            Choose a polling unit to see who represents it.
          </Text>
        )}
      </Stack>
    </PageContainer>
  );
}

/** The seat's place, as addOfficial names it. */
const SEAT_PLACE = {
  PRESIDENT: () => ({}),
  VICE_PRESIDENT: () => ({}),
  GOVERNOR: (_: Result, unit: PollingUnitPlacesFragment) => ({ stateCode: unit.state.code }),
  DEPUTY_GOVERNOR: (_: Result, unit: PollingUnitPlacesFragment) => ({ stateCode: unit.state.code }),
  SENATOR: (r: Result) => ({ senatorialDistrictId: r.senatorialDistrict.id }),
  REPRESENTATIVE: (r: Result) => ({ federalConstituencyId: r.federalConstituency.id }),
} satisfies Record<Office, (result: Result, unit: PollingUnitPlacesFragment) => object>;

function Seats({ pollingUnit, ownUnit }: { pollingUnit: string; ownUnit: boolean }) {
  const { viewer } = useViewer();
  const { isAdmin } = useViewerPowers({ skip: !viewer });
  const { data, loading, error } = useQuery(RepresentativesDocument, { variables: { pollingUnit } });
  if (loading && !data) return <PageSkeleton />;
  const result = data?.representatives;
  if (!result) {
    return (
      <Text role="alert" color="fg.error">
        {error ? 'Could not load the representatives. Check your connection and try again.' : `There is no polling unit ${pollingUnit}.`}
      </Text>
    );
  }
  const unit = getFragmentData(PollingUnitPlaces, result.pollingUnit);
  return (
    <Stack as="section" aria-labelledby="representatives-for" gap="4">
      <Box>
        <Heading as="h2" size="lg" id="representatives-for">
          {ownUnit ? `Your polling unit: ${unit.displayName}` : unit.displayName}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {unit.ward.displayName} ward, {unit.lga.displayName} LGA, {unit.state.displayName}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {result.senatorialDistrict.displayName} senatorial district · {result.federalConstituency.displayName} federal constituency
        </Text>
      </Box>
      <Stack as="ul" gap="3" aria-label="Elected for this polling unit">
        {result.seats.map((seat) => (
          <SeatCard
            key={seat.office}
            seatName={seat.seatName}
            holder={seat.holder ?? null}
            addHolder={isAdmin && <AddHolder seat={{ office: seat.office, ...SEAT_PLACE[seat.office](result, unit) }} seatName={seat.seatName} />}
          />
        ))}
      </Stack>
      <Stack gap="1.5">
        {result.notes.map((note) => (
          <Text key={note} fontSize="xs" color="fg.muted">
            {note}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
