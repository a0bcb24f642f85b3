import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { Alert } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { COSTA_RICA_BOUNDS } from '../../../contracts/benefits/locations';
import { type Box, insideBox } from '../../../contracts/places';
import { useMapTiles } from './mapTiles';

// Leaflet guesses its icon URLs from its CSS; with Vite they are bundled assets instead.
const markerIconOptions = {
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41] as [number, number],
  iconAnchor: [12, 41] as [number, number],
  popupAnchor: [1, -34] as [number, number],
  shadowSize: [41, 41] as [number, number],
};
const defaultIcon = L.icon(markerIconOptions);
const principalIcon = L.icon({ ...markerIconOptions, className: 'benefit-location-principal' });

/** The centre of Costa Rica, shown when there is nothing to fit. */
const COSTA_RICA: [number, number] = [9.75, -84.1];
const { latitude: LATITUDES, longitude: LONGITUDES } = COSTA_RICA_BOUNDS;
/** The country, Isla del Coco included: the service's own limits for a location's point. */
const COUNTRY: Box = {
  minLatitude: LATITUDES.min,
  maxLatitude: LATITUDES.max,
  minLongitude: LONGITUDES.min,
  maxLongitude: LONGITUDES.max,
};
const boundsOf = (box: Box) =>
  L.latLngBounds([box.minLatitude, box.minLongitude], [box.maxLatitude, box.maxLongitude]);

export interface MapPoint {
  id: number | string;
  latitude: number;
  longitude: number;
  /** The popup's text. */
  label: string;
  principal?: boolean;
}

function FitPoints({ points }: { points: MapPoint[] }) {
  const map = useMap();
  const key = points.map((p) => `${p.latitude},${p.longitude}`).join(';');
  useEffect(() => {
    if (points.length === 1) map.setView([points[0]!.latitude, points[0]!.longitude], 14);
    else if (points.length > 1) {
      map.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
        padding: [24, 24],
      });
    } else map.setView(COSTA_RICA, 7); // Nothing left to show (a filter, a point cleared).
    // Refit only when the points change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, map]);
  return null;
}

/** Fits the chosen division's box each time it changes (a new province, canton or district). */
function FitDivision({ box }: { box: Box }) {
  const map = useMap();
  const key = `${box.minLatitude},${box.minLongitude},${box.maxLatitude},${box.maxLongitude}`;
  useEffect(() => {
    map.fitBounds(boundsOf(box));
    // Refit only when the box changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, map]);
  return null;
}

/** Where the map looks, for the region's data attributes (what a test or a reader checks). */
export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** Reports the view as it opens and after each move; placed before the parts that move it. */
function ReportView({ onView }: { onView: (view: MapView) => void }) {
  const report = () => {
    const centre = map.getCenter();
    onView({ latitude: centre.lat, longitude: centre.lng, zoom: map.getZoom() });
  };
  const map = useMapEvents({ moveend: report });
  // The opening view: no move announces it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(report, [map]);
  return null;
}

/** Why a click picked nothing: outside the country, or outside the chosen district's box. */
type Outside = 'country' | 'district' | null;

/**
 * A click picks its point when it is inside Costa Rica, the rule the service applies to a
 * location, and inside `within` (the chosen district's box) when given; otherwise nothing is
 * picked and `onOutside` says why.
 */
function PickOnClick({
  onPick,
  onOutside,
  within,
}: {
  onPick: (latitude: number, longitude: number) => void;
  onOutside: (outside: Outside) => void;
  within?: Box | null;
}) {
  useMapEvents({
    click: ({ latlng }) => {
      const outside: Outside = !insideBox(COUNTRY, latlng.lat, latlng.lng)
        ? 'country'
        : within && !insideBox(within, latlng.lat, latlng.lng)
          ? 'district'
          : null;
      onOutside(outside);
      if (!outside) onPick(latlng.lat, latlng.lng);
    },
  });
  return null;
}

export interface LocationsMapProps {
  points: MapPoint[];
  /** Given: a click on the map picks a point (the admin form). */
  onPick?: (latitude: number, longitude: number) => void;
  /** Accessible name of the map. */
  label: string;
  height?: number;
  /** The chosen division's box: the map fits it whenever it changes. */
  focus?: Box | null;
  /** Given with `onPick`: a click outside this box (the chosen district's) picks nothing. */
  pickWithin?: Box | null;
}

/**
 * Whether the map's tiles failed: one tile that cannot be fetched while none has arrived (no
 * internet, the tile server down). A tile arriving later clears it.
 */
function useTilesFailed() {
  const [tiles, setTiles] = useState<'waiting' | 'loaded' | 'failed'>('waiting');
  const eventHandlers = useMemo(
    () => ({
      tileerror: () => setTiles((now) => (now === 'loaded' ? now : 'failed')),
      tileload: () => setTiles('loaded'),
    }),
    [],
  );
  return { failed: tiles === 'failed', eventHandlers };
}

/** A warning over the map, at `place` (clear of the zoom buttons), said to screen readers. */
function MapNotice({
  place,
  children,
}: {
  place: { top?: number; bottom?: number; left: number };
  children: ReactNode;
}) {
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ position: 'absolute', right: 8, zIndex: 1000, ...place }}
    >
      {children}
    </Alert>
  );
}

/**
 * Leaflet map of locations. Tiles come from the runtime config; when the tile server cannot be
 * reached the grey map says so, and the pages list the same locations next to it.
 */
export function LocationsMap({
  points,
  onPick,
  label,
  height = 320,
  focus,
  pickWithin,
}: LocationsMapProps) {
  const translate = useTranslate();
  const tiles = useMapTiles();
  const { failed, eventHandlers } = useTilesFailed();
  const [outside, setOutside] = useState<Outside>(null);
  const [view, setView] = useState<MapView | null>(null);
  return (
    <div
      role="region"
      aria-label={label}
      style={{ height, width: '100%', position: 'relative' }}
      data-latitude={view?.latitude}
      data-longitude={view?.longitude}
      data-zoom={view?.zoom}
    >
      {failed && (
        <MapNotice place={{ top: 8, left: 56 }}>
          {translate('benefitLocations.mapUnavailable')}
        </MapNotice>
      )}
      {outside && (
        <MapNotice place={{ bottom: 24, left: 8 }}>
          {translate(
            outside === 'country'
              ? 'benefitLocations.outsideCostaRica'
              : 'benefitLocations.outsideDistrict',
          )}
        </MapNotice>
      )}
      <MapContainer
        center={COSTA_RICA}
        zoom={7}
        // The country stays in reach: the map cannot be dragged off it.
        maxBounds={boundsOf(COUNTRY).pad(0.5)}
        minZoom={6}
        style={{ height: '100%', width: '100%' }}
        scrollWheelZoom={false}
      >
        {tiles && (
          <TileLayer
            url={tiles.url}
            attribution={tiles.attribution}
            eventHandlers={eventHandlers}
          />
        )}
        {points.map((point) => (
          <Marker
            key={point.id}
            position={[point.latitude, point.longitude]}
            icon={point.principal ? principalIcon : defaultIcon}
            alt={point.label}
          >
            <Popup>{point.label}</Popup>
          </Marker>
        ))}
        <ReportView onView={setView} />
        <FitPoints points={points} />
        {focus && <FitDivision box={focus} />}
        {onPick && <PickOnClick onPick={onPick} onOutside={setOutside} within={pickWithin} />}
      </MapContainer>
    </div>
  );
}
