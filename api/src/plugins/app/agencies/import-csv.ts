// CSV import (csv-parse, streamed): a header row with the documented columns (CSV_COLUMNS, docs/IMPORT.md), comma or
// semicolon separated (the header row says which), UTF-8 with or without a BOM. `images` holds URLs separated by
// spaces, commas or `|`.
import { Readable } from 'node:stream';
import { parse, CsvError } from 'csv-parse';
import { CSV_COLUMNS } from '@realty/shared/contracts/agencies';
import { emptyOffer, ImportFailure, MAX_IMAGES, MAX_TEXT, type ImportOffer } from './import-offer';

export const REQUIRED_CSV_COLUMNS = ['external_id', 'deal_type', 'property_type', 'region', 'city', 'price'] as const;

const cell = (record: Record<string, string | undefined>, key: string): string | undefined => {
  const value = record[key]?.trim();
  return value ? value.slice(0, MAX_TEXT) : undefined;
};

function offerOf(row: number, r: Record<string, string | undefined>): ImportOffer {
  const offer = emptyOffer(row);
  offer.externalId = cell(r, 'external_id')?.slice(0, 200) ?? null;
  const set = (field: keyof ImportOffer, column: string) => {
    const value = cell(r, column);
    if (value !== undefined) (offer as unknown as Record<string, unknown>)[field] = value;
  };
  set('dealType', 'deal_type');
  set('category', 'property_type');
  set('region', 'region');
  set('city', 'city');
  set('district', 'district');
  set('address', 'address');
  set('lat', 'lat');
  set('lng', 'lng');
  set('price', 'price');
  set('currency', 'currency');
  set('area', 'area');
  set('rooms', 'rooms');
  set('floor', 'floor');
  set('floors', 'floors');
  set('yearBuilt', 'year_built');
  set('bathrooms', 'bathrooms');
  set('eidsNumber', 'eids_number');
  set('agentEmail', 'agent_email');
  set('energyClass', 'energy_class');
  set('permitDate', 'building_permit_date');
  set('occupancyPermit', 'occupancy_permit');
  set('seismicReport', 'seismic_report');
  set('seismicReportDate', 'seismic_report_date');
  set('urbanTransformation', 'urban_transformation');
  set('propertyNumber', 'property_number');
  for (const lang of ['tr', 'en', 'ru'] as const) {
    const title = cell(r, `title_${lang}`);
    const description = cell(r, `description_${lang}`);
    if (title) offer.titles[lang] = title;
    if (description) offer.descriptions[lang] = description;
  }
  offer.images = (cell(r, 'images') ?? '')
    .split(/[\s,|]+/)
    .filter(Boolean)
    .slice(0, MAX_IMAGES);
  return offer;
}

/**
 * The file's separator, read from its header row: a semicolon when the header has one (the CSV of a spreadsheet in a
 * locale whose decimal separator is the comma, where "56,5" is one cell), else a comma. Returns the bytes read so far.
 */
async function sniffDelimiter(iterator: AsyncIterator<Uint8Array | string>): Promise<{ delimiter: string; head: Buffer[]; done: boolean }> {
  const head: Buffer[] = [];
  let size = 0;
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : Buffer.from(next.value);
    head.push(chunk);
    size += chunk.length;
    const text = Buffer.concat(head).toString('utf8');
    const end = text.search(/\r?\n/);
    if (end >= 0 || size > 64_000) return { delimiter: (end >= 0 ? text.slice(0, end) : text).includes(';') ? ';' : ',', head, done: false };
  }
  return { delimiter: Buffer.concat(head).toString('utf8').includes(';') ? ';' : ',', head, done: true };
}

/** Offers of a CSV file, one data row at a time. */
export async function* parseCsv(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<ImportOffer> {
  const iterator = source[Symbol.asyncIterator]();
  const { delimiter, head, done } = await sniffDelimiter(iterator);
  async function* bytes(): AsyncGenerator<Buffer | Uint8Array | string> {
    yield* head;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const parser = Readable.from(bytes()).pipe(
    parse({
      bom: true,
      delimiter,
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim().toLowerCase());
        const missing = REQUIRED_CSV_COLUMNS.filter((c) => !names.includes(c));
        if (missing.length) throw new ImportFailure('csvHeader', { columns: missing.join(', ') });
        return names.map((n) => ((CSV_COLUMNS as readonly string[]).includes(n) ? n : false));
      },
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 1_000_000,
    }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<Record<string, string | undefined>>) {
      row += 1;
      yield offerOf(row, record);
    }
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? row + 1;
      throw new ImportFailure('csvMalformed', { line, detail: error.message.slice(0, 200) });
    }
    // csv-parse wraps errors thrown by `columns`
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof ImportFailure) throw cause;
    throw new ImportFailure('csvMalformed', { line: row + 1, detail: String((error as Error).message).slice(0, 200) });
  }
}

/** The template users download: the headers and one example row. */
export function csvTemplate(): string {
  const example: Record<string, string> = {
    external_id: 'A-1001',
    deal_type: 'sale',
    property_type: 'apartment',
    region: 'Antalya',
    city: 'Alanya',
    district: 'Mahmutlar',
    address: 'Barbaros Cd. 12',
    lat: '36.4931',
    lng: '32.1105',
    price: '145000',
    currency: 'EUR',
    area: '110',
    rooms: '2+1',
    floor: '3',
    floors: '8',
    year_built: '2021',
    bathrooms: '2',
    title_tr: 'Denize 300 m 2+1 daire',
    title_en: '2+1 apartment 300 m from the sea',
    title_ru: 'Квартира 2+1 в 300 м от моря',
    description_tr: 'Havuzlu site içinde eşyalı daire.',
    description_en: 'Furnished flat in a complex with a pool.',
    description_ru: 'Меблированная квартира в комплексе с бассейном.',
    images: 'https://example.com/1.jpg https://example.com/2.jpg',
    eids_number: '2500012345',
    agent_email: 'agent@example.com',
    energy_class: 'C',
    building_permit_date: '2019-05-14',
    occupancy_permit: 'yes',
    seismic_report: 'yes',
    seismic_report_date: '2023-03-01',
    urban_transformation: 'none',
    property_number: '123456789',
  };
  const quote = (v: string) => (/[",;\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `\uFEFF${CSV_COLUMNS.join(',')}\n${CSV_COLUMNS.map((c) => quote(example[c] ?? '')).join(',')}\n`;
}
