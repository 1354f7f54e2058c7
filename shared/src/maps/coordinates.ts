// Pure helpers of the map pin (the listing form, the corporate profile): typed coordinates in, a pin out, and back.
// Users type what their phone's map shows: "36.5438", "36,5438" (a Turkish or Russian decimal comma), with spaces.

export interface LatLng {
  lat: number;
  lng: number;
}

export interface PinBounds {
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
}

/** Decimal places kept for a pin (about 10 cm): what the form stores and shows. */
export const PIN_DECIMALS = 6;

/** A typed coordinate as a number: a decimal point or comma, spaces ignored; null when it is not one number. */
export function parseCoordinate(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/\s+/g, '').replace(',', '.');
  if (!/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** The pin of two typed values, or null unless both are numbers on the globe (the form's schema checks the country). */
export function pinOf(lat: unknown, lng: unknown): LatLng | null {
  const la = parseCoordinate(lat);
  const ln = parseCoordinate(lng);
  if (la === null || ln === null || Math.abs(la) > 90 || Math.abs(ln) > 180) return null;
  return { lat: la, lng: ln };
}

const round = (n: number): number => {
  const f = 10 ** PIN_DECIMALS;
  return Math.round(n * f) / f;
};
const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/** A point from the map (a click or a drag, `[lng, lat]` as ymaps3 gives it) kept inside `bounds` and rounded. */
export function pinFromMap([lng, lat]: readonly [number, number], bounds: PinBounds): LatLng {
  return { lat: round(clamp(lat, bounds.latMin, bounds.latMax)), lng: round(clamp(lng, bounds.lngMin, bounds.lngMax)) };
}

/** The text a coordinate field shows for a pin value (a dot, at most PIN_DECIMALS places, no trailing zeros). */
export const coordinateText = (n: number): string => String(round(n));

/** The centre of `bounds` (the map's view before a pin exists). */
export const boundsCentre = (b: PinBounds): LatLng => ({ lat: (b.latMin + b.latMax) / 2, lng: (b.lngMin + b.lngMax) / 2 });
