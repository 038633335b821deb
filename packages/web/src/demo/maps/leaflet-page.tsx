import { Card } from 'antd';
import { divIcon, type Map as LeafletMap, type PathOptions } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Circle,
  GeoJSON,
  LayerGroup,
  LayersControl,
  MapContainer,
  Marker,
  Popup,
  ZoomControl,
} from 'react-leaflet';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';
import { useLayoutStore } from '../../lib/layout-store';
import { chartColours } from '../chart-figures-table';
import { cities, countriesOf, populationRadius } from './map-places';
import 'leaflet/dist/leaflet.css';
import './maps.css';

const countries = countriesOf(atlas as unknown as Topology<{ countries: GeometryCollection }>);

// A pin drawn by CSS: Leaflet's own marker is a picture its stylesheet finds by a path bundlers break.
const pin = divIcon({
  className: 'demo-map-pin',
  iconSize: [18, 18],
  iconAnchor: [9, 9],
  popupAnchor: [0, -10],
});

/** /maps/leaflet: a world map drawn from the atlas in the bundle, with cities, their popups and layers to switch. */
export function Component() {
  const { t, i18n } = useTranslation('demo');
  const title = t('charts.map.title');
  usePageTitle(title);
  const dark = useLayoutStore((s) => s.skin === 'dark');
  const [map, setMap] = useState<LeafletMap | null>(null);
  const countryStyle = useMemo<PathOptions>(
    () =>
      dark
        ? { color: '#3b4253', weight: 1, fillColor: '#404656', fillOpacity: 1 }
        : { color: '#ffffff', weight: 1, fillColor: '#d8d6de', fillOpacity: 1 },
    [dark],
  );
  const people = (population: number) =>
    t('charts.map.population', {
      millions: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(population),
    });

  // Leaflet makes its box focusable for the arrow keys and +/-: it is named for who reaches it so.
  useEffect(() => {
    if (!map) return;
    const box = map.getContainer();
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', t('charts.map.mapLabel'));
    const nameCloseButton = () =>
      box
        .querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', t('charts.map.closePopup'));
    map.on('popupopen', nameCloseButton);
    return () => {
      map.off('popupopen', nameCloseButton);
    };
  }, [map, t]);

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('charts.area')]} />
      <p>{t('charts.map.intro')}</p>
      <Card>
        <MapContainer
          ref={setMap}
          className="demo-map"
          center={[25, 10]}
          zoom={2}
          minZoom={1}
          maxZoom={6}
          zoomControl={false}
          keyboard
          worldCopyJump
        >
          <ZoomControl zoomInTitle={t('charts.map.zoomIn')} zoomOutTitle={t('charts.map.zoomOut')} />
          <LayersControl position="topright" collapsed={false}>
            <LayersControl.Overlay checked name={t('charts.map.layers.countries')}>
              <GeoJSON data={countries} style={countryStyle} />
            </LayersControl.Overlay>
            <LayersControl.Overlay checked name={t('charts.map.layers.cities')}>
              <LayerGroup>
                {cities.map((city) => (
                  <Marker
                    key={city.key}
                    position={city.position}
                    icon={pin}
                    title={t(`charts.map.cities.${city.key}`)}
                  >
                    <Popup>
                      <strong>{t(`charts.map.cities.${city.key}`)}</strong>
                      <br />
                      {people(city.population)}
                    </Popup>
                  </Marker>
                ))}
              </LayerGroup>
            </LayersControl.Overlay>
            <LayersControl.Overlay name={t('charts.map.layers.population')}>
              <LayerGroup>
                {cities.map((city) => (
                  <Circle
                    key={city.key}
                    center={city.position}
                    radius={populationRadius(city.population)}
                    pathOptions={{
                      color: chartColours.danger,
                      fillColor: chartColours.danger,
                      fillOpacity: 0.35,
                      weight: 1,
                    }}
                  />
                ))}
              </LayerGroup>
            </LayersControl.Overlay>
          </LayersControl>
        </MapContainer>
        <ul className="visually-hidden" aria-label={t('charts.map.layers.cities')}>
          {cities.map((city) => (
            <li key={city.key}>
              {t(`charts.map.cities.${city.key}`)}: {people(city.population)}
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
