// Large photos are processed off the request path (issue 14): a 12-megapixel phone photo is accepted at once (202),
// shows as "processing" in the form's photo tab, and becomes a photo (a thumbnail that loads) when the server's photo
// job has made its sizes; a file that cannot be decoded shows its error at that photo and can be deleted. axe is clean
// with a failed photo on the tab at 390 px and 1366 px.
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { signUp } from './session';
import { audit } from './a11y';

test('a 12 MP photo shows as processing, then as a photo; a broken one shows its error and can be deleted', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
    .jpeg({ quality: 70 })
    .withExif({ IFD0: { Make: 'PhoneCam' } })
    .toBuffer();
  const whole = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 40, g: 110, b: 180 } } }).jpeg().toBuffer();
  const broken = Buffer.concat([whole.subarray(0, Math.floor(whole.length / 2)), Buffer.alloc(4000, 0x55)]);

  await signUp(context, baseURL ?? '');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en/profile/add');
  await page.getByRole('tablist', { name: 'Listing form steps' }).getByRole('tab', { name: /Photos and video/ }).click();

  const accepted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/photos$/.test(r.url()));
  const started = Date.now();
  await page.getByLabel('Choose photos').setInputFiles({ name: 'IMG_4000x3000.jpg', mimeType: 'image/jpeg', buffer: big });
  const reply = await accepted;
  expect(reply.status()).toBe(202);
  expect(Date.now() - started, 'the upload is answered without processing').toBeLessThan(8_000);
  const tile = page.getByTestId('pending-photo');
  await expect(tile).toHaveAttribute('data-status', 'processing');
  await expect(tile).toContainText('Processing…');
  await expect(tile).toContainText('IMG_4000x3000.jpg is being processed: it appears here in a moment.');

  // the photo job makes its sizes; the form's poll turns the tile into the cover photo
  const cover = page.getByRole('img', { name: 'Photo 1' });
  await expect(cover).toBeVisible({ timeout: 120_000 });
  await expect(tile).toHaveCount(0);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  await expect(page.getByText('1 of 30 photos')).toBeVisible();

  // a file whose header passes but whose pixels are broken: accepted, then its error at that photo
  await page.getByLabel('Choose photos').setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: broken });
  const failed = page.getByTestId('pending-photo');
  await expect(failed).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
  await expect(failed).toContainText('The photo must be a JPEG, PNG, WebP, AVIF or HEIC image.');
  await expect(failed).toContainText('broken.jpg could not be used');
  await audit(page, 'photos with a failed one', { widths: [390, 1366] });
  await page.getByRole('button', { name: 'Delete broken.jpg' }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
});
