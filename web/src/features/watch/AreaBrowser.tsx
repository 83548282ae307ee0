import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { SectionCard } from '../../components/SectionCard';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { AreaBrowser_AreaFragment } from '../../gql/graphql';
import { count } from './labels';
import type { WatchViewer } from './WatchPage';

// Leaflet loads only when the map is asked for: a phone on the list never downloads it.
const WatchMap = lazy(() => import('./WatchMap'));

/** An area's counts, as its line and its map marker show them. */
const AreaBrowser_area = graphql(`
  fragment AreaBrowser_area on WatchArea {
    code
    level
    name
    latitude
    longitude
    crowdUnits
    verifiedUnits
    flaggedUnits
    incidents {
      total
      open
      corroborated
      verified
    }
  }
`);

const AreaBrowser_summary = graphql(`
  fragment AreaBrowser_summary on WatchSummary {
    trail {
      code
      name
    }
    area {
      ...AreaBrowser_area
    }
    children {
      ...AreaBrowser_area
    }
  }
`);

const NEXT_LEVEL: Record<string, string> = { national: 'states', state: 'LGAs', lga: 'wards', ward: 'polling units', unit: '' };

/** What an area's counts say, in a line. */
export function areaLine(area: AreaBrowser_AreaFragment): string {
  const parts = [count(area.incidents.total, 'report')];
  if (area.incidents.corroborated) parts.push(`${area.incidents.corroborated} corroborated`);
  if (area.incidents.verified) parts.push(`${area.incidents.verified} verified`);
  if (area.verifiedUnits) parts.push(`${count(area.verifiedUnits, 'unit')} crowd-verified`);
  if (area.flaggedUnits) parts.push(`${count(area.flaggedUnits, 'unit')} flagged`);
  const awaiting = area.crowdUnits - area.verifiedUnits - area.flaggedUnits;
  if (awaiting) parts.push(`${count(awaiting, 'unit')} awaiting a second reading`);
  return parts.join(' · ');
}

/** The viewer's own area among these first (their state, LGA, ward or unit), then as the api ranks them. */
function ownFirst(children: readonly AreaBrowser_AreaFragment[], viewer: WatchViewer | null) {
  const own = new Set([viewer?.state, viewer?.lga, viewer?.ward, viewer?.pollingUnit].filter(Boolean));
  return [...children].sort((a, b) => Number(own.has(b.code)) - Number(own.has(a.code)));
}

interface AreaBrowserProps {
  summary: FragmentType<typeof AreaBrowser_summary>;
  viewer: WatchViewer | null;
  onPlace: (code: string) => void;
  onUnit: (code: string) => void;
}

/** The drill-down: where we are, the area's counts, and the areas inside it as a list or on a map. */
export function AreaBrowser({ viewer, onPlace, onUnit, ...props }: AreaBrowserProps) {
  const [view, setView] = useState<'list' | 'map'>('list');
  const summary = getFragmentData(AreaBrowser_summary, props.summary);
  const area = getFragmentData(AreaBrowser_area, summary.area);
  const children = useMemo(() => ownFirst(getFragmentData(AreaBrowser_area, summary.children), viewer), [summary.children, viewer]);
  const open = useCallback((child: AreaBrowser_AreaFragment) => (child.level === 'unit' ? onUnit(child.code) : onPlace(child.code)), [onUnit, onPlace]);
  const own = new Set([viewer?.state, viewer?.lga, viewer?.ward, viewer?.pollingUnit]);

  return (
    <SectionCard title={`Watch in ${area.name}`} description={areaLine(area)}>
      {summary.trail.length > 0 && (
        <HStack as="nav" aria-label="Where you are" gap="1" wrap="wrap" fontSize="sm">
          {summary.trail.map((place) => (
            <HStack key={place.code} gap="1">
              <Button variant="plain" size="sm" h="auto" p="0" colorPalette="brand" color="colorPalette.fg" onClick={() => onPlace(place.code)}>
                {place.name}
              </Button>
              <Text aria-hidden color="fg.muted">
                ›
              </Text>
            </HStack>
          ))}
          <Text fontWeight="semibold" aria-current="page">
            {area.name}
          </Text>
        </HStack>
      )}
      {NEXT_LEVEL[area.level] && (
        <HStack gap="2" role="group" aria-label="Show as">
          {(['list', 'map'] as const).map((choice) => (
            <Button
              key={choice}
              size="sm"
              variant={view === choice ? 'solid' : 'outline'}
              colorPalette={view === choice ? 'brand' : 'gray'}
              aria-pressed={view === choice}
              onClick={() => setView(choice)}
            >
              {choice === 'list' ? 'List' : 'Map'}
            </Button>
          ))}
        </HStack>
      )}
      {NEXT_LEVEL[area.level] && children.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          No reports or result sheets in {area.name} yet.
        </Text>
      )}
      {view === 'map' && children.length > 0 && (
        <Suspense fallback={<Box h={{ base: '320px', md: '460px' }} rounded="xl" bg="bg.muted" />}>
          <WatchMap areas={children} label={`Map of the watch in ${area.name}`} onOpen={open} />
        </Suspense>
      )}
      {view === 'list' && children.length > 0 && (
        <List.Root as="ul" listStyle="none" ms="0" gap="2" aria-label={`${NEXT_LEVEL[area.level]} of ${area.name}`}>
          {children.map((child) => (
            <List.Item key={child.code} aria-label={child.name}>
              <Button
                variant="outline"
                w="full"
                h="auto"
                py="2.5"
                justifyContent="space-between"
                textAlign="start"
                whiteSpace="normal"
                onClick={() => open(child)}
              >
                <Stack gap="0.5" align="flex-start">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{child.name}</Text>
                    {own.has(child.code) && <Badge colorPalette="orange">{child.level === 'unit' ? 'Your unit' : 'Yours'}</Badge>}
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {areaLine(child)}
                  </Text>
                </Stack>
                {child.flaggedUnits > 0 && <Badge colorPalette="red">Flagged</Badge>}
              </Button>
            </List.Item>
          ))}
        </List.Root>
      )}
    </SectionCard>
  );
}
