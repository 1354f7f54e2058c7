// Fixtures of the listing form's tests.
import { renderWithApp } from '@realty/shared/testing';
import type { EditorData } from '@realty/shared/contracts/listing';
import { en, tr, ru } from './texts';
import { ListingForm } from '../listing-form/ListingForm';

/** Draft 5, a sale not yet published, without photos (`patch` goes over it). */
export const draftFixture = (patch: Partial<EditorData> = {}): EditorData => ({
  draft_id: 5,
  listing_id: null,
  status: null,
  eids_status: 'unverified',
  values: { deal_type: 'sale' },
  photos: [],
  pending: [],
  updated_at: '2026-11-20T10:00:00.000Z',
  ...patch,
});

/** The listing form on `data`, with mf-profile's translations. */
export const renderListingForm = (data: EditorData, lang: 'en' | 'tr' = 'en') =>
  renderWithApp(<ListingForm lang={lang} data={data} />, { lang, namespaces: { profile: { en, tr, ru } } });
