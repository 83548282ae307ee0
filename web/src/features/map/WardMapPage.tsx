import { Badge, Box, Button, Card, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import { SectionCard } from '../../components/SectionCard';
import { MyLocationQuery, WardsQuery } from '../geo/documents';
import { toLocationCodes, wardVariables, type LocationCodes } from '../geo/location';
import { LocationPicker } from '../geo/LocationPicker';
import { useWardPollingUnits, type WardPollingUnit } from '../geo/useWardPollingUnits';
import { MARKER_COLOURS, WardMap, type WardMapHandle } from './WardMap';

/** /map (signed in): the polling units of the member's ward, or of a ward they choose. */
export default function WardMapPage() {
  const { data, loading } = useQuery(MyLocationQuery);
  if (loading && !data) return <PageSkeleton />;
  const saved = toLocationCodes(data?.me ?? {});
  return <WardMapView initial={{ ...saved, pollingUnit: '' }} ownUnit={saved.pollingUnit} hasSavedWard={Boolean(saved.ward)} />;
}

interface WardMapViewProps {
  initial: LocationCodes;
  ownUnit: string;
  hasSavedWard: boolean;
}

function WardMapView({ initial, ownUnit, hasSavedWard }: WardMapViewProps) {
  const [location, setLocation] = useState(initial);
  // The chooser opens by itself only when there is no ward to show; picking a ward folds it away.
  const [choosing, setChoosing] = useState(!initial.ward);
  const wardName = useWardName(location.ward);

  const choose = (next: LocationCodes) => {
    setLocation(next);
    if (next.ward) setChoosing(false);
  };

  return (
    <PageContainer>
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">Polling units map</Heading>
        <Text color="fg.muted">Where the polling units of a ward are, with the full list beside the map.</Text>
      </Stack>
      <Stack gap="5">
        {!hasSavedWard && (
          <Card.Root rounded="2xl" bg="brand.subtle" borderColor="brand.muted" as="section" aria-label="Choose your ward">
            <Card.Body gap="2">
              <Heading as="h2" size="md">You have not saved your ward yet</Heading>
              <Text fontSize="sm">
                Save your ward and polling unit in your profile and this map opens on them. Or choose any ward below to look at its
                polling units.
              </Text>
              <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold" alignSelf="flex-start">
                <RouterLink to="/profile/settings">Go to profile settings</RouterLink>
              </Link>
            </Card.Body>
          </Card.Root>
        )}
        {choosing ? (
          <SectionCard title="Choose a ward">
            <LocationPicker value={location} onChange={choose} depth="ward" />
          </SectionCard>
        ) : (
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text>
              Showing <strong>{wardName ?? location.ward}</strong> ward
            </Text>
            <Button size="sm" variant="outline" onClick={() => setChoosing(true)}>
              Choose another ward
            </Button>
          </HStack>
        )}
        {location.ward && <WardUnits wardCode={location.ward} wardName={wardName ?? location.ward} ownUnit={ownUnit} />}
      </Stack>
    </PageContainer>
  );
}

/** A ward's name, from its LGA's ward list (already cached when the picker chose it). */
function useWardName(wardCode: string) {
  const { stateCode, lgaCode } = wardVariables(wardCode);
  const { data } = useQuery(WardsQuery, { variables: { stateCode, lgaCode }, skip: !wardCode });
  return data?.wards.find((ward) => ward.fullCode === wardCode)?.displayName ?? null;
}

function WardUnits({ wardCode, wardName, ownUnit }: { wardCode: string; wardName: string; ownUnit: string }) {
  const { units, loading, error } = useWardPollingUnits(wardCode);
  const mapRef = useRef<WardMapHandle>(null);

  if (loading) return <PageSkeleton />;
  if (error) {
    return (
      <Text role="alert" color="fg.error">
        Could not load the polling units. Check your connection and reload the page.
      </Text>
    );
  }
  const unplaced = units.filter((unit) => unit.latitude == null || unit.longitude == null).length;

  return (
    <Stack gap="4" direction={{ base: 'column', lg: 'row' }} align="flex-start">
      <Stack gap="2" flex="3" w="full" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
        <WardMap ref={mapRef} units={units} ownUnit={ownUnit} label={`Map of the polling units in ${wardName} ward`} />
        <HStack gap="4" fontSize="xs" color="fg.muted" wrap="wrap">
          {ownUnit.startsWith(`${wardCode}/`) && <Legend colour={MARKER_COLOURS.own} label="Your polling unit" />}
          <Legend colour={MARKER_COLOURS.other} label="Polling unit" />
          <Text>Positions are approximate: placed from each unit's name.</Text>
        </HStack>
      </Stack>
      <Box flex="2" w="full">
        <Heading as="h2" size="md" id="unit-list">
          {units.length} polling {units.length === 1 ? 'unit' : 'units'} in {wardName} ward
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {unplaced === 0
            ? 'All are on the map.'
            : `${unplaced} ${unplaced === 1 ? 'has' : 'have'} no known position and ${unplaced === 1 ? 'is' : 'are'} not on the map.`}
        </Text>
        <List.Root as="ol" aria-labelledby="unit-list" listStyle="none" gap="2" ms="0">
          {units.map((unit) => (
            <UnitRow key={unit.puCode} unit={unit} own={unit.puCode === ownUnit} onShow={() => mapRef.current?.showUnit(unit.puCode)} />
          ))}
        </List.Root>
      </Box>
    </Stack>
  );
}

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <HStack gap="1.5">
      <Box boxSize="3" rounded="full" bg={colour} borderWidth="2px" borderColor="white" boxShadow="xs" />
      <Text>{label}</Text>
    </HStack>
  );
}

function UnitRow({ unit, own, onShow }: { unit: WardPollingUnit; own: boolean; onShow: () => void }) {
  const placed = unit.latitude != null && unit.longitude != null;
  return (
    <List.Item
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      rounded="lg"
      bg={own ? 'orange.subtle' : 'bg'}
      borderWidth="1px"
      borderColor={own ? 'orange.muted' : 'border'}
      aria-current={own ? 'true' : undefined}
    >
      <Text fontFamily="mono" fontSize="sm" color="fg.muted" flexShrink={0}>
        {unit.code}
      </Text>
      <Box flex="1" minW="0">
        <Text fontWeight={own ? 'semibold' : 'normal'} overflowWrap="anywhere">
          {unit.displayName}
        </Text>
        <HStack gap="2" wrap="wrap">
          {own && <Badge colorPalette="orange">Your polling unit</Badge>}
          {!placed && <Badge colorPalette="gray">Not on the map</Badge>}
        </HStack>
      </Box>
      {placed && (
        <Button size="xs" variant="outline" onClick={onShow} aria-label={`Show ${unit.displayName} on the map`}>
          Show
        </Button>
      )}
    </List.Item>
  );
}
