// The photos tab's messages go once their problem is fixed: "add at least one photo" (and its count on the tab) when a
// photo is added, and a refused file's message when the next files are picked.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import { type EditorData, PHOTO_BYTES_MAX } from '@realty/shared/contracts/listing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { ListingForm } from './ListingForm';

jest.setTimeout(20_000);

const draft: EditorData = {
  draft_id: 5,
  listing_id: null,
  status: null,
  eids_status: 'unverified',
  values: { deal_type: 'sale' },
  photos: [],
  pending: [],
  updated_at: '2026-11-20T10:00:00.000Z',
};
const photo = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', thumb: '/uploads/t.webp', card: '/uploads/c.webp', full: '/uploads/f.webp' };

it('"add at least one photo" and the tab’s count go once a photo is added; a refused file’s message goes with the next pick', async () => {
  mockApi(({ method, path }) => {
    if (method === 'POST' && path === '/en/api/listings/draft/5/photos') return { status: 201, data: { message: 'Photo uploaded.', data: photo } };
    return { data: { data: { regions: [], propertyType: [] } } };
  });
  await renderWithApp(<ListingForm lang="en" data={draft} />, { namespaces: { profile: { en, tr, ru } } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  const photosTab = screen.getByRole('tab', { name: /Photos and video/ });
  expect(photosTab.querySelector('[aria-label="Problems: 1"]')).toBeTruthy();
  fireEvent.click(photosTab);
  expect(screen.getByText('Add at least one photo.')).toBeTruthy();

  const huge = new File([new Uint8Array(16)], 'huge.jpg', { type: 'image/jpeg' });
  Object.defineProperty(huge, 'size', { value: PHOTO_BYTES_MAX + 1 });
  fireEvent.change(screen.getByLabelText('Choose photos'), { target: { files: [huge] } });
  const tooBig = en.form.photos.tooBig;
  expect(await screen.findByText(tooBig)).toBeTruthy();
  expect(screen.getByText('Add at least one photo.')).toBeTruthy(); // still none added

  const good = new File([new Uint8Array(2048)], 'IMG_0002.jpg', { type: 'image/jpeg' });
  fireEvent.change(screen.getByLabelText('Choose photos'), { target: { files: [good] } });
  await waitFor(() => expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(1));
  expect(screen.queryByText('Add at least one photo.')).toBeNull();
  expect(screen.queryByText(tooBig)).toBeNull();
  expect(photosTab.querySelector('[aria-label^="Problems"]')).toBeNull();
  // the other tabs keep their problems (nothing else was fixed)
  expect(screen.getByRole('tab', { name: /Type and location/ }).querySelector('[aria-label^="Problems"]')).toBeTruthy();
});
