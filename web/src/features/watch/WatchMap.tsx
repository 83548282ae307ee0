import { divIcon, latLngBounds, layerGroup, marker } from 'leaflet';
import { useEffect } from 'react';
import type { AreaBrowser_AreaFragment as WatchArea } from '../../gql/graphql';
import { MapFrame, useNigeriaMap } from '../map/WardMap';
import { areaLine } from './AreaBrowser';

/** Red where a unit is flagged, orange where reports are corroborated or verified, green otherwise. */
export const WATCH_COLOURS = { flagged: '#c92a2a', reported: '#d9480f', quiet: '#008751' };

const colourOf = (area: WatchArea) =>
  area.flaggedUnits ? WATCH_COLOURS.flagged : area.incidents.corroborated + area.incidents.verified ? WATCH_COLOURS.reported : WATCH_COLOURS.quiet;

/** A round badge with the area's report count, sized by it; its words for screen readers and the tooltip. */
function iconOf(area: WatchArea) {
  const size = Math.min(48, 26 + Math.round(Math.log2(1 + area.incidents.total + area.crowdUnits) * 4));
  const badge = document.createElement('span');
  badge.textContent = String(area.incidents.total + area.flaggedUnits);
  Object.assign(badge.style, {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '50%',
    border: '2px solid white',
    background: colourOf(area),
    color: 'white',
    font: '600 12px/1 system-ui, sans-serif',
    boxShadow: '0 1px 3px rgba(0,0,0,.4)',
  });
  return divIcon({ html: badge, className: '', iconSize: [size, size] });
}

interface WatchMapProps {
  /** The areas inside the one shown (states, LGAs, wards or units), each at roughly its middle. */
  areas: readonly WatchArea[];
  label: string;
  onOpen: (area: WatchArea) => void;
}

/** The areas of the drill-down clustered on OpenStreetMap tiles (the same Leaflet as /map); a marker opens its area. */
export default function WatchMap({ areas, label, onOpen }: WatchMapProps) {
  const { container, mapRef, tilesFailed } = useNigeriaMap();

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const layer = layerGroup().addTo(map);
    const placed = areas.filter((area) => area.latitude != null && area.longitude != null);
    for (const area of placed) {
      const words = `${area.name}: ${areaLine(area)}`;
      const pin = marker([area.latitude!, area.longitude!], { icon: iconOf(area), title: words, keyboard: true })
        .on('click', () => onOpen(area))
        .on('keypress', (event) => {
          if ((event.originalEvent as KeyboardEvent).key === 'Enter') onOpen(area);
        })
        .addTo(layer);
      pin.getElement()?.setAttribute('aria-label', words);
    }
    if (placed.length) {
      map.fitBounds(latLngBounds(placed.map((area) => [area.latitude!, area.longitude!])), { padding: [32, 32], maxZoom: 15 });
    }
    return () => {
      layer.remove();
    };
  }, [areas, onOpen, mapRef]);

  return <MapFrame ref={container} label={label} tilesFailed={tilesFailed} />;
}
