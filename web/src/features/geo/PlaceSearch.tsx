import { Combobox, createListCollection, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { FormField } from '../../components/FormField';
import type { SearchPlacesQuery as SearchPlacesData } from '../../gql/graphql';
import { SearchPlacesQuery } from './documents';
import { ownCode, type LocationCodes } from './location';

type Place = SearchPlacesData['searchPlaces'][number];

// The api searches 2 to 100 characters.
const MIN_QUERY = 2;
const MAX_QUERY = 100;
const TYPING_PAUSE_MS = 250;

interface PlaceSearchProps {
  /** Search only this state, and this LGA within it, when chosen. */
  stateCode: string;
  lgaFullCode: string;
  /** Where the search is limited to, for the no-match message: 'Mushin, Lagos'. */
  scopeName: string | null;
  onPick: (location: LocationCodes) => void;
}

function placeCodes(place: Place): LocationCodes {
  return {
    state: place.state.code,
    lga: place.lga.fullCode,
    ward: place.ward.fullCode,
    pollingUnit: place.pollingUnit?.puCode ?? '',
  };
}

function useSettledValue(value: string, delayMs: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Finds a ward or polling unit by name (typos forgiven) and fills every level at once. */
export function PlaceSearch({ stateCode, lgaFullCode, scopeName, onPick }: PlaceSearchProps) {
  const [input, setInput] = useState('');
  const query = useSettledValue(input.trim(), TYPING_PAUSE_MS);
  const { data, loading, error } = useQuery(SearchPlacesQuery, {
    variables: {
      query,
      stateCode: stateCode || null,
      lgaCode: lgaFullCode ? ownCode(lgaFullCode) : null,
    },
    // Not while the typing settles, nor for the old words once a pick has cleared the box.
    skip: query.length < MIN_QUERY || query !== input.trim(),
  });

  const places = useMemo(() => data?.searchPlaces ?? [], [data]);
  const collection = useMemo(
    () =>
      createListCollection({
        items: places,
        itemToValue: (place) => place.pollingUnit?.puCode ?? place.ward.fullCode,
        itemToString: (place) => place.displayName,
      }),
    [places],
  );

  const status =
    input.trim().length < MIN_QUERY
      ? `Type at least ${MIN_QUERY} letters of the name`
      : loading || query !== input.trim()
        ? 'Searching…'
        : error
          ? 'Search failed. Check your connection and try again.'
          : `Nothing${scopeName ? ` in ${scopeName}` : ''} is called “${query}”`;

  return (
    <FormField
      label="Find your ward or polling unit by name"
      helper={scopeName ? `Searching in ${scopeName}` : 'Picking a result fills in every level below'}
    >
      <Combobox.Root
        collection={collection}
        onInputValueChange={(details) => setInput(details.inputValue)}
        value={[]}
        selectionBehavior="clear"
        onValueChange={(details) => {
          const place = details.items[0] as Place | undefined;
          if (place) onPick(placeCodes(place));
          setInput('');
        }}
        lazyMount
        unmountOnExit
        positioning={{ sameWidth: true }}
      >
        <Combobox.Control>
          {/* data-tap: the drawn lookup's field, tapped before the app took over, gives this one the focus (api/src/server/takeover.ts). */}
          <Combobox.Input data-tap="place-search" placeholder="e.g. Ilupeju or Ogunji Street" maxLength={MAX_QUERY} />
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>
                <Text px="2" py="1.5" color="fg.muted">{status}</Text>
              </Combobox.Empty>
              {collection.items.map((place) => (
                <Combobox.Item key={collection.getItemValue(place)} item={place}>
                  <Stack gap="0">
                    <Combobox.ItemText>{place.displayName}</Combobox.ItemText>
                    <Text fontSize="xs" color="fg.muted">
                      {place.pollingUnit
                        ? `Polling unit ${place.pollingUnit.puCode} · ${place.ward.displayName} ward`
                        : 'Ward'}
                      {` · ${place.lga.displayName}, ${place.state.displayName}`}
                    </Text>
                  </Stack>
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    </FormField>
  );
}
