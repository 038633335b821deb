import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import atlas from 'world-atlas/countries-110m.json';
import { cities, countriesOf, populationRadius } from './map-places';

describe('the demo map’s places', () => {
  it('draws the atlas’s countries as GeoJSON shapes', () => {
    const countries = countriesOf(atlas as unknown as Topology<{ countries: GeometryCollection }>);
    expect(countries.type).toBe('FeatureCollection');
    expect(countries.features.length).toBeGreaterThan(150);
    expect(countries.features.every((country) => country.geometry.type.endsWith('Polygon'))).toBe(true);
  });

  it('places every city on the globe, once', () => {
    expect(new Set(cities.map((city) => city.key)).size).toBe(cities.length);
    for (const { position } of cities) {
      expect(Math.abs(position[0])).toBeLessThanOrEqual(90);
      expect(Math.abs(position[1])).toBeLessThanOrEqual(180);
    }
  });

  it('grows a population circle’s area with the people: four times the people, twice the radius', () => {
    expect(populationRadius(16)).toBe(2 * populationRadius(4));
    expect(populationRadius(-1)).toBe(0);
  });
});
