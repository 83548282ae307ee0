import { Box, Text } from '@chakra-ui/react';
import { circleMarker, latLngBounds, layerGroup, map as createMap, rectangle, tileLayer, type CircleMarker, type Map as LeafletMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-touch.css';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { WardPollingUnit } from '../geo/useWardPollingUnits';

export interface WardMapHandle {
  /** Centres the map on a unit and opens its label. */
  showUnit: (puCode: string) => void;
}

interface WardMapProps {
  units: readonly WardPollingUnit[];
  /** The member's own unit, drawn larger and in another colour. */
  ownUnit: string;
  label: string;
  ref?: Ref<WardMapHandle>;
  /** An area to outline and fit the map to (a constituency's extent), with or without units. */
  extent?: { south: number; west: number; north: number; east: number } | null;
}

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const NIGERIA_CENTRE: [number, number] = [9.08, 8.68];
export const MARKER_COLOURS = { own: '#d9480f', other: '#008751' };

/** Text-only popup content: unit names come from data, never markup. */
function popupContent(unit: WardPollingUnit) {
  const content = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = unit.displayName;
  content.append(name, document.createElement('br'), unit.puCode);
  return content;
}

/**
 * A Leaflet map of Nigeria on OpenStreetMap tiles in the container, for as long as the component
 * lives; `tilesFailed` while tiles fail to load (offline), for MapFrame to say so.
 */
export function useNigeriaMap() {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    const map = createMap(container.current!, { scrollWheelZoom: false }).setView(NIGERIA_CENTRE, 6);
    tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION })
      .on('tileerror', () => setTilesFailed(true))
      .on('tileload', () => setTilesFailed(false))
      .addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);
  return { container, mapRef, tilesFailed };
}

/** The box a map is drawn in, named for assistive technology; it says so when its tiles fail. */
export function MapFrame({ label, ref, tilesFailed = false }: { label: string; ref: Ref<HTMLDivElement>; tilesFailed?: boolean }) {
  return (
    <Box position="relative">
      <Box
        ref={ref}
        role="region"
        aria-label={label}
        h={{ base: '320px', md: '460px' }}
        rounded="xl"
        overflow="hidden"
        borderWidth="1px"
        bg="bg.muted"
        // Leaflet's panes stack up to z-index 1000: keep them under the header and menus.
        zIndex="0"
        position="relative"
      />
      {tilesFailed && (
        <Text
          role="status"
          position="absolute"
          top="2"
          insetX="2"
          zIndex="1"
          mx="auto"
          w="fit-content"
          maxW="calc(100% - 1rem)"
          fontSize="xs"
          bg="bg"
          borderWidth="1px"
          rounded="md"
          px="2"
          py="1"
          shadow="sm"
        >
          The map's background couldn't load (no connection?). The places are still marked; it fills in when you're back online.
        </Text>
      )}
    </Box>
  );
}

/** The ward's units with coordinates on OpenStreetMap tiles (Leaflet, loaded with this page only). */
export function WardMap({ units, ownUnit, label, ref, extent }: WardMapProps) {
  const { container, mapRef, tilesFailed } = useNigeriaMap();
  const markersRef = useRef(new Map<string, CircleMarker>());

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const markers = markersRef.current;
    const layer = layerGroup().addTo(map);
    markers.clear();
    // Own unit last, so it is drawn on top of its neighbours.
    const placed = units
      .filter((unit) => unit.latitude != null && unit.longitude != null)
      .sort((a, b) => Number(a.puCode === ownUnit) - Number(b.puCode === ownUnit));
    for (const unit of placed) {
      const own = unit.puCode === ownUnit;
      const marker = circleMarker([unit.latitude!, unit.longitude!], {
        radius: own ? 11 : 7,
        color: 'white',
        weight: 2,
        fillColor: own ? MARKER_COLOURS.own : MARKER_COLOURS.other,
        fillOpacity: 0.9,
      })
        .bindPopup(popupContent(unit))
        .addTo(layer);
      markers.set(unit.puCode, marker);
    }
    if (extent) {
      const area = latLngBounds([extent.south, extent.west], [extent.north, extent.east]);
      rectangle(area, { color: MARKER_COLOURS.other, weight: 2, fillOpacity: 0.08 }).addTo(layer);
      map.fitBounds(area, { padding: [24, 24], maxZoom: 14 });
    } else if (placed.length > 0) {
      map.fitBounds(latLngBounds(placed.map((unit) => [unit.latitude!, unit.longitude!])), { padding: [24, 24], maxZoom: 16 });
    }
    return () => {
      layer.remove();
    };
  }, [units, ownUnit, extent]);

  useImperativeHandle(ref, () => ({
    showUnit(puCode) {
      const marker = markersRef.current.get(puCode);
      if (!marker || !mapRef.current) return;
      mapRef.current.setView(marker.getLatLng(), 17);
      marker.openPopup();
      container.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    },
  }));

  return <MapFrame ref={container} label={label} tilesFailed={tilesFailed} />;
}
