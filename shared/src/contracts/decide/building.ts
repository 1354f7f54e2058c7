// Facts about the building that the owner or agency enters (issue 29 "building facts"): the occupancy permit
// (iskan), a seismic assessment report, the urban-transformation status, and the EİDS property number. Stated by
// the lister, never verified by the site: the listing page shows them as the owner's statements.

/** A seismic assessment (deprem performans / risk raporu): none, or one with its date. */
export const SEISMIC_REPORTS = ['none', 'yes'] as const;
export type SeismicReport = (typeof SEISMIC_REPORTS)[number];

/** Urban transformation (kentsel dönüşüm, law 6306): not concerned, planned (risky building decision), under way, done. */
export const URBAN_TRANSFORMATION = ['none', 'planned', 'in_progress', 'done'] as const;
export type UrbanTransformation = (typeof URBAN_TRANSFORMATION)[number];

/**
 * The title-deed system's property number (TAKBİS taşınmaz numarası) that the EİDS authorisation names: digits only.
 * Its length is not published; real numbers have 6 to 12 digits, so 4 to 20 leaves room without accepting noise.
 */
export const PROPERTY_NUMBER = /^\d{4,20}$/;

export const isSeismicReport = (value: unknown): value is SeismicReport => typeof value === 'string' && (SEISMIC_REPORTS as readonly string[]).includes(value);
export const isUrbanTransformation = (value: unknown): value is UrbanTransformation =>
  typeof value === 'string' && (URBAN_TRANSFORMATION as readonly string[]).includes(value);

/** The catalogue filter "built under this code or later" (issue 29): the eras it accepts. */
export const CODE_FILTERS = ['code_2007', 'tbdy_2018'] as const;
export type CodeFilter = (typeof CODE_FILTERS)[number];
