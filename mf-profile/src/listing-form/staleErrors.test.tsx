// The photos tab's messages go once their problem is fixed: "add at least one photo" (and its count on the tab) when a
// photo is added, and a refused file's message when the next files are picked.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@realty/shared/testing';
import { PHOTO_BYTES_MAX } from '@realty/shared/contracts/listing';
import { en } from '../testing/texts';
import { draftFixture, renderListingForm } from '../testing/listingForm';

jest.setTimeout(20_000);

const draft = draftFixture();
const photo = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', thumb: '/uploads/t.webp', card: '/uploads/c.webp', full: '/uploads/f.webp' };

it('"add at least one photo" and the tab’s count go once a photo is added; a refused file’s message goes with the next pick', async () => {
  mockApi(({ method, path }) => {
    if (method === 'POST' && path === '/en/api/listings/draft/5/photos') return { status: 201, data: { message: 'Photo uploaded.', data: photo } };
    return { data: { data: { regions: [], propertyType: [] } } };
  });
  await renderListingForm(draft);
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await screen.findByText('Please correct the highlighted fields.'); // the check loads at "publish"
  const photosTab = screen.getByRole('tab', { name: /Photos and video/ });
  expect(photosTab.querySelector('[aria-label="Problems: 1"]')).toBeTruthy();
  fireEvent.click(photosTab);
  expect(await screen.findByText('Add at least one photo.')).toBeTruthy(); // the tab loads when opened

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
