// Agents, agencies and listing import: the values the front end and the API share (no zod here, so browser bundles
// stay free of it; the zod schemas are in schemas.ts).

/** Working languages an agency or agent may list (ISO 639-1), in display order. */
export const WORK_LANGUAGES = ['tr', 'en', 'ru', 'de', 'uk', 'ar', 'fa', 'fr'] as const;
export type WorkLanguage = (typeof WORK_LANGUAGES)[number];

/** Agents and agencies per list page. */
export const AGENTS_PER_PAGE = 24;

/** The result of one imported row (PRODUCT.md §6: the import run's table). */
export const IMPORT_ROW_RESULTS = ['created', 'updated', 'unchanged', 'removed', 'failed'] as const;
export type ImportRowResult = (typeof IMPORT_ROW_RESULTS)[number];

export const IMPORT_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_FORMATS = ['yandex_xml', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * The CSV import's columns (header row required, comma or semicolon separated, UTF-8). `docs/IMPORT.md` describes
 * each; `GET /api/import/template.csv` serves a template with these headers and one example row.
 */
export const CSV_COLUMNS = [
  'external_id',
  'deal_type',
  'property_type',
  'region',
  'city',
  'district',
  'address',
  'lat',
  'lng',
  'price',
  'currency',
  'area',
  'rooms',
  'floor',
  'floors',
  'year_built',
  'bathrooms',
  'title_tr',
  'title_en',
  'title_ru',
  'description_tr',
  'description_en',
  'description_ru',
  'images',
  'eids_number',
  'agent_email',
  'energy_class',
  'building_permit_date',
  'occupancy_permit',
  'seismic_report',
  'seismic_report_date',
  'urban_transformation',
  'property_number',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
