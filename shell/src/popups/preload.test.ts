// A popup loaded on intent (a pointer over its control) must not reload the page when its chunk fails: only opening
// it goes through the reload guard of chunk errors (a deploy that removed the old chunks).
import { reloadForChunkError } from '../errors/chunkLoadError';
import { loadPopup, preloadPopup } from './PopupHost';

jest.mock('../errors/chunkLoadError', () => ({ reloadForChunkError: jest.fn(() => true) }));
jest.mock('./LanguagePopup', () => {
  throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
});

describe('popups loaded ahead', () => {
  it('a failed preload is silent; opening the popup reports it to the reload guard', async () => {
    preloadPopup('languages');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reloadForChunkError).not.toHaveBeenCalled();
    await expect(loadPopup('languages')).resolves.toBeUndefined();
    expect(reloadForChunkError).toHaveBeenCalledTimes(1);
  });

  it('a preloaded popup is ready when it opens', async () => {
    preloadPopup('currency');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const first = await loadPopup('currency');
    expect(first).toBeDefined();
    await expect(loadPopup('currency')).resolves.toBe(first);
  });
});
