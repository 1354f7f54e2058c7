import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@realty/shared/testing';
import type { EditorPhoto } from '@realty/shared/contracts/listing';
import { draftFixture, renderListingForm } from '../testing/listingForm';

const photo = (id: string): EditorPhoto => ({ id, thumb: `/uploads/listings/1/${id}-thumb.webp`, card: `/uploads/listings/1/${id}-card.webp`, full: `/uploads/listings/1/${id}-full.webp` });
const draft = draftFixture({
  photos: [photo('aaaaaaaaaaaaaaaaaaaaaaaa')],
  pending: [{ id: 'u7', name: 'broken.jpg', status: 'failed', error: 'The photo must be a JPEG, PNG, WebP, AVIF or HEIC image.' }],
});

jest.setTimeout(20_000);

async function openPhotos() {
  await renderListingForm(draft);
  fireEvent.click(screen.getByRole('tab', { name: /Photos and video/ }));
  await screen.findByLabelText('Choose photos'); // the tab loads when opened
}

describe('PhotosTab: photos processed in the background', () => {
  it('a large upload shows as processing until the server has made it a photo; a failed one shows its error and can be deleted', async () => {
    let processed = false;
    const { calls } = mockApi(({ method, path }) => {
      if (method === 'POST' && path === '/en/api/listings/draft/5/photos') return { status: 202, data: { message: 'Photo received', data: { id: 'u8', name: 'IMG_0001.jpg', status: 'processing', error: null } } };
      if (method === 'GET' && path === '/en/api/listings/draft/5/photos') {
        const done = processed;
        processed = true; // the second poll finds it done
        return { data: { data: { photos: done ? [photo('aaaaaaaaaaaaaaaaaaaaaaaa'), photo('bbbbbbbbbbbbbbbbbbbbbbbb')] : [photo('aaaaaaaaaaaaaaaaaaaaaaaa')], pending: done ? [draft.pending[0]] : [draft.pending[0], { id: 'u8', name: 'IMG_0001.jpg', status: 'processing', error: null }] } } };
      }
      if (method === 'DELETE' && path === '/en/api/listings/draft/5/photos/u7') return { data: { message: 'Photo deleted.' } };
      return { data: { data: { regions: [], propertyType: [] } } };
    });
    await openPhotos();
    const failed = screen.getByTestId('pending-photo');
    expect(failed.dataset.status).toBe('failed');
    expect(within(failed).getByText('The photo must be a JPEG, PNG, WebP, AVIF or HEIC image.')).toBeTruthy();
    expect(within(failed).getByText('broken.jpg could not be used')).toBeTruthy();
    expect(screen.getByText('1 of 30 photos')).toBeTruthy();

    const file = new File([new Uint8Array(2048)], 'IMG_0001.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Choose photos'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getAllByTestId('pending-photo').map((li) => li.dataset.status)).toEqual(['failed', 'processing']));
    const busy = screen.getAllByTestId('pending-photo')[1] as HTMLElement;
    expect(within(busy).getByText('Processing…')).toBeTruthy();
    expect(within(busy).getByText('IMG_0001.jpg is being processed: it appears here in a moment.')).toBeTruthy();
    expect(screen.getByText('2 of 30 photos')).toBeTruthy();
    expect(screen.getByText('IMG_0001.jpg uploaded: processing')).toBeTruthy();

    // polled every 2 s while something processes: it becomes the second photo
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(2), { timeout: 8000 });
    expect(screen.getAllByTestId('pending-photo').map((li) => li.dataset.status)).toEqual(['failed']);
    const polls = calls.filter((c) => c.method === 'GET' && c.path.endsWith('/photos')).length;

    fireEvent.click(screen.getByRole('button', { name: 'Delete broken.jpg' }));
    await waitFor(() => expect(screen.queryByTestId('pending-photo')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/en/api/listings/draft/5/photos/u7')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.filter((c) => c.method === 'GET' && c.path.endsWith('/photos')).length).toBe(polls); // nothing processing: no more polls
  });
});
