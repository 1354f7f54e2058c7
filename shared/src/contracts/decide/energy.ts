// Energy performance class (Enerji Kimlik Belgesi, BEP-TR): A (best) to G. It now moves a mortgage's loan-to-value
// (mortgage.ts), so it is a listing fact of its own.

export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

export const isEnergyClass = (value: unknown): value is EnergyClass => typeof value === 'string' && (ENERGY_CLASSES as readonly string[]).includes(value);
