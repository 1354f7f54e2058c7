// Yandex.Realty (YRL) feed, streamed with saxes: memory holds one chunk and the offers it completes, whatever the size
// of the feed. saxes never expands external entities or fetches a DTD; a DOCTYPE that declares entities (the "billion
// laughs" family) is refused outright, and a reference to an undeclared entity is a parse error.
//
// Both location styles are read: the old `country/region/district/locality-name/sub-locality-name` and the newer
// `region`/`locality-name`/`non-admin-sub-locality` with `address`, `latitude`, `longitude`.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { emptyOffer, ImportFailure, MAX_IMAGES, MAX_TEXT, type ImportOffer, type OfferLang } from './import-offer';

/** Path inside <offer> (element names joined by '/') -> the field it fills. */
const FIELDS: Record<string, keyof ImportOffer> = {
  type: 'dealType',
  category: 'category',
  'new-flat': 'newFlat',
  'location/region': 'region',
  'location/district': 'city',
  'location/locality-name': 'city',
  'location/sub-locality-name': 'district',
  'location/non-admin-sub-locality': 'district',
  'location/address': 'address',
  'location/latitude': 'lat',
  'location/longitude': 'lng',
  'price/value': 'price',
  'price/currency': 'currency',
  'area/value': 'area',
  'area/unit': 'areaUnit',
  'lot-area/value': 'lotArea',
  'lot-area/unit': 'lotAreaUnit',
  rooms: 'rooms',
  studio: 'studio',
  bedrooms: 'bedrooms',
  floor: 'floor',
  'floors-total': 'floors',
  'built-year': 'yearBuilt',
  'bathroom-unit': 'bathrooms',
  'eids-number': 'eidsNumber',
  eids: 'eidsNumber',
  'authorization-number': 'eidsNumber',
  'sales-agent/email': 'agentEmail',
  // building facts (issue 29; docs/IMPORT.md): not in Yandex's schema, our own elements beside the EİDS number
  'energy-class': 'energyClass',
  'energy-efficiency-class': 'energyClass',
  'building-permit-date': 'permitDate',
  'occupancy-permit': 'occupancyPermit',
  'seismic-report': 'seismicReport',
  'seismic-report-date': 'seismicReportDate',
  'urban-transformation': 'urbanTransformation',
  'property-number': 'propertyNumber',
};

const LANGS = new Set(['tr', 'en', 'ru']);

type Scalar = Exclude<keyof ImportOffer, 'row' | 'externalId' | 'titles' | 'descriptions' | 'images'>;

/**
 * Offers of a YRL feed, one at a time. `source` yields the file's bytes (a stream); `onProgress` is told how many
 * bytes were read.
 */
export async function* parseYrl(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<ImportOffer> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const ready: ImportOffer[] = [];
  const stack: string[] = [];
  let offer: ImportOffer | null = null;
  let offerDepth = -1;
  let text = '';
  let textLang: string | undefined;
  let count = 0;
  let rootSeen = false;
  let failure: ImportFailure | null = null;

  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) throw new ImportFailure('xmlEntities');
  });
  parser.on('error', (error) => {
    throw new ImportFailure('xmlMalformed', { line: parser.line, detail: error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '').slice(0, 200) });
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (!rootSeen) {
      rootSeen = true;
      if (tag.name !== 'realty-feed') throw new ImportFailure('notYrl');
    }
    stack.push(tag.name);
    text = '';
    const lang = tag.attributes['xml:lang'] ?? tag.attributes.lang;
    textLang = typeof lang === 'string' ? lang.slice(0, 2).toLowerCase() : undefined;
    if (tag.name === 'offer' && !offer) {
      count += 1;
      offer = emptyOffer(count);
      const id = tag.attributes['internal-id'];
      offer.externalId = typeof id === 'string' && id.trim() ? id.trim().slice(0, 200) : null;
      offerDepth = stack.length;
    }
  });
  parser.on('text', (chunk) => {
    if (offer && text.length < MAX_TEXT) text += chunk.slice(0, MAX_TEXT - text.length);
  });
  parser.on('cdata', (chunk) => {
    if (offer && text.length < MAX_TEXT) text += chunk.slice(0, MAX_TEXT - text.length);
  });
  parser.on('closetag', () => {
    if (offer) {
      if (stack.length === offerDepth) {
        ready.push(offer);
        offer = null;
        offerDepth = -1;
      } else {
        const path = stack.slice(offerDepth).join('/');
        const value = text.trim();
        if (value) {
          if (path === 'image') {
            if (offer.images.length < MAX_IMAGES) offer.images.push(value);
          } else if (path === 'description' || path === 'title') {
            const target = path === 'description' ? offer.descriptions : offer.titles;
            if (textLang && LANGS.has(textLang)) target[textLang as OfferLang] = value;
            else if (path === 'description') offer.description = value;
            else target.ru ??= value;
          } else {
            const field = FIELDS[path] as Scalar | undefined;
            // The first value wins (e.g. `district` before `locality-name` in the old style).
            if (field && offer[field] === undefined) offer[field] = value;
          }
        }
      }
    }
    stack.pop();
    text = '';
  });

  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of source) {
      parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      while (ready.length) yield ready.shift() as ImportOffer;
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    failure = error instanceof ImportFailure ? error : new ImportFailure('xmlMalformed', { line: parser.line, detail: String((error as Error).message).slice(0, 200) });
  }
  while (ready.length) yield ready.shift() as ImportOffer;
  if (failure) throw failure;
  if (!rootSeen) throw new ImportFailure('notYrl');
}
