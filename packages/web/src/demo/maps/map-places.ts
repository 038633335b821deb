import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** A city on the demo map: where it is and how many live there (millions, metropolitan area). */
export interface City {
  key: string;
  position: [number, number];
  population: number;
}

export const cities: City[] = [
  { key: 'tokyo', position: [35.68, 139.69], population: 37.1 },
  { key: 'delhi', position: [28.61, 77.21], population: 33.8 },
  { key: 'shanghai', position: [31.23, 121.47], population: 29.9 },
  { key: 'saoPaulo', position: [-23.55, -46.63], population: 22.8 },
  { key: 'mexicoCity', position: [19.43, -99.13], population: 22.3 },
  { key: 'cairo', position: [30.04, 31.24], population: 22.2 },
  { key: 'newYork', position: [40.71, -74.01], population: 18.9 },
  { key: 'lagos', position: [6.52, 3.38], population: 16.5 },
  { key: 'moscow', position: [55.76, 37.62], population: 12.7 },
  { key: 'paris', position: [48.86, 2.35], population: 11.3 },
  { key: 'berlin', position: [52.52, 13.4], population: 3.8 },
  { key: 'sydney', position: [-33.87, 151.21], population: 5.3 },
];

/** A population circle's radius in metres: its area, not its width, grows with the people. */
export function populationRadius(population: number): number {
  return Math.round(Math.sqrt(Math.max(population, 0)) * 120_000);
}

/** The countries of a world-atlas TopoJSON file as GeoJSON, which Leaflet draws without a tile server. */
export function countriesOf(atlas: Topology<{ countries: GeometryCollection }>): FeatureCollection {
  return feature(atlas, atlas.objects.countries);
}
