// The building facts of an imported offer (issue 29; docs/IMPORT.md "Building facts"): energy class, building permit
// date, occupancy permit, seismic report with its date, urban transformation and the EİDS property number, read from
// the words feeds use in Turkish, English and Russian. A value that cannot be read is the row's message (like a bad
// floor number); an absent one is simply not stated.
import { messageCode } from '@realty/shared/contracts/agencies';
import { PROPERTY_NUMBER, type EnergyClass, type SeismicReport, type UrbanTransformation, isEnergyClass } from '@realty/shared/contracts/decide';
import type { ImportOffer } from './import-offer';

export interface BuildingFacts {
  energyClass: EnergyClass | null;
  permitDate: string | null;
  occupancyPermit: boolean | null;
  seismicReport: SeismicReport | null;
  seismicReportDate: string | null;
  urbanTransformation: UrbanTransformation | null;
  propertyNumber: string | null;
}

const YES = new Set(['1', 'true', 'yes', 'да', 'есть', 'evet', 'var', '+']);
const NO = new Set(['0', 'false', 'no', 'нет', 'hayır', 'hayir', 'yok', '-', 'none']);
// Cyrillic letters that look like the Latin classes (a Russian keyboard types them).
const CYRILLIC: Record<string, string> = { А: 'A', В: 'B', С: 'C', Е: 'E' };
const URBAN: Record<string, UrbanTransformation> = {
  none: 'none', no: 'none', yok: 'none', нет: 'none', hayır: 'none',
  planned: 'planned', planlandı: 'planned', planlandi: 'planned', 'riskli yapı': 'planned', запланирована: 'planned', планируется: 'planned',
  in_progress: 'in_progress', 'in progress': 'in_progress', 'devam ediyor': 'in_progress', sürüyor: 'in_progress', идёт: 'in_progress', идет: 'in_progress',
  done: 'done', completed: 'done', tamamlandı: 'done', tamamlandi: 'done', завершена: 'done',
};

/** `YYYY-MM-DD` or `DD.MM.YYYY` (also with `/`) as an ISO day, when it is a real past day since 1900. */
export function importDay(value: string): string | null {
  const v = value.trim();
  const dotted = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(v);
  const iso = dotted ? `${dotted[3]}-${dotted[2]!.padStart(2, '0')}-${dotted[1]!.padStart(2, '0')}` : v.slice(0, 10);
  const time = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? Date.parse(`${iso}T00:00:00Z`) : NaN;
  if (!Number.isFinite(time) || new Date(time).toISOString().slice(0, 10) !== iso) return null;
  return iso >= '1900-01-01' && time <= Date.now() ? iso : null;
}

/** The facts of one offer; `add` records a row message for each value that cannot be read. */
export function buildingFacts(offer: ImportOffer, add: (field: string, code: string) => void): BuildingFacts {
  const shown = (v: string) => ({ value: v.slice(0, 40) });
  const out: BuildingFacts = { energyClass: null, permitDate: null, occupancyPermit: null, seismicReport: null, seismicReportDate: null, urbanTransformation: null, propertyNumber: null };
  /** A day, or null with the row's message. */
  const day = (value: string, field: string): string | null => {
    const iso = importDay(value);
    if (!iso) add(field, messageCode('invalidDate', shown(value)));
    return iso;
  };
  /** Yes or no in any of the feeds' words, or null with the row's message. */
  const yesNo = (value: string, field: string): boolean | null => {
    const v = value.trim().toLowerCase();
    if (YES.has(v)) return true;
    if (NO.has(v)) return false;
    add(field, messageCode('unknownValue', shown(value)));
    return null;
  };
  if (offer.energyClass) {
    const c = offer.energyClass.trim().toUpperCase().replace(/^(?:CLASS|SINIF|КЛАСС)\s*/u, '');
    const latin = CYRILLIC[c] ?? c;
    if (isEnergyClass(latin)) out.energyClass = latin;
    else add('energy_class', messageCode('unknownEnergyClass', shown(offer.energyClass)));
  }
  if (offer.permitDate) out.permitDate = day(offer.permitDate, 'building_permit_date');
  if (offer.occupancyPermit) out.occupancyPermit = yesNo(offer.occupancyPermit, 'occupancy_permit');
  if (offer.seismicReportDate) out.seismicReportDate = day(offer.seismicReportDate, 'seismic_report_date');
  if (offer.seismicReport) {
    const report = yesNo(offer.seismicReport, 'seismic_report');
    if (report !== null) out.seismicReport = report ? 'yes' : 'none';
  } else if (out.seismicReportDate) out.seismicReport = 'yes'; // a dated report is a report
  if (out.seismicReport !== 'yes') out.seismicReportDate = null;
  if (offer.urbanTransformation) {
    const hit = URBAN[offer.urbanTransformation.trim().toLowerCase()];
    if (hit) out.urbanTransformation = hit;
    else add('urban_transformation', messageCode('unknownValue', shown(offer.urbanTransformation)));
  }
  if (offer.propertyNumber) {
    const digits = offer.propertyNumber.replace(/[\s.]/g, '');
    if (PROPERTY_NUMBER.test(digits)) out.propertyNumber = digits;
    else add('property_number', messageCode('invalidPropertyNumber', shown(offer.propertyNumber)));
  }
  return out;
}
