import { boundsCentre, coordinateText, parseCoordinate, pinFromMap, pinOf } from './coordinates';

const TURKEY = { latMin: 35.5, latMax: 42.5, lngMin: 25.5, lngMax: 45 };

describe('map pin coordinates', () => {
  it('reads typed coordinates with a decimal point or comma and spaces, and nothing else', () => {
    expect(parseCoordinate('36.5438')).toBe(36.5438);
    expect(parseCoordinate(' 36,5438 ')).toBe(36.5438);
    expect(parseCoordinate('-0.5')).toBe(-0.5);
    expect(parseCoordinate('.5')).toBe(0.5);
    expect(parseCoordinate(31.9998)).toBe(31.9998);
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('36.5.4')).toBeNull();
    expect(parseCoordinate('36,5,4')).toBeNull();
    expect(parseCoordinate('1e3')).toBeNull();
    expect(parseCoordinate('abc')).toBeNull();
    expect(parseCoordinate(Number.NaN)).toBeNull();
    expect(parseCoordinate(undefined)).toBeNull();
  });

  it('a pin needs both values on the globe', () => {
    expect(pinOf('36,5438', '31.9998')).toEqual({ lat: 36.5438, lng: 31.9998 });
    expect(pinOf('36.5', '')).toBeNull();
    expect(pinOf('91', '30')).toBeNull();
    expect(pinOf('36', '181')).toBeNull();
  });

  it('a point from the map ([lng, lat]) is kept inside the bounds and rounded to 6 places', () => {
    expect(pinFromMap([31.99981234567, 36.54381234567], TURKEY)).toEqual({ lat: 36.543812, lng: 31.999812 });
    expect(pinFromMap([10, 50], TURKEY)).toEqual({ lat: 42.5, lng: 25.5 });
    expect(pinFromMap([60, 20], TURKEY)).toEqual({ lat: 35.5, lng: 45 });
  });

  it('shows a coordinate with a dot and without trailing zeros; the view starts at the centre of the bounds', () => {
    expect(coordinateText(36.5)).toBe('36.5');
    expect(coordinateText(36.123456789)).toBe('36.123457');
    expect(boundsCentre(TURKEY)).toEqual({ lat: 39, lng: 35.25 });
  });
});
