import { defaultRemotesConfig, fetchRemotesConfig, inlinedRemotesConfig, loadRemotesConfig, parseRemotesConfig } from './config';

describe('remotes.json', () => {
  it('defaults to the remotes served by the api', () => {
    expect(defaultRemotesConfig()).toEqual({
      catalog: '/remotes/mf-catalog/mf-manifest.json',
      listing: '/remotes/mf-listing/mf-manifest.json',
      profile: '/remotes/mf-profile/mf-manifest.json',
      blog: '/remotes/mf-blog/mf-manifest.json',
      auth: '/remotes/mf-auth/mf-manifest.json',
      admin: '/remotes/mf-admin/mf-manifest.json',
    });
  });

  it('takes URLs per remote and ignores junk', () => {
    const config = parseRemotesConfig({ blog: 'https://cdn.example.com/mf-blog/1.2.0/mf-manifest.json', nope: 'x', auth: 42 });
    expect(config.blog).toBe('https://cdn.example.com/mf-blog/1.2.0/mf-manifest.json');
    expect(config.auth).toBe('/remotes/mf-auth/mf-manifest.json');
    expect(Object.keys(config)).not.toContain('nope');
  });

  it('falls back to defaults when remotes.json cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const notFound = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(fetchRemotesConfig(notFound as unknown as typeof fetch)).resolves.toEqual(defaultRemotesConfig());
    const ok = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve({ catalog: 'http://localhost:3101/mf-manifest.json' }) });
    await expect(fetchRemotesConfig(ok as unknown as typeof fetch)).resolves.toMatchObject({ catalog: 'http://localhost:3101/mf-manifest.json' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('inlined remotes.json', () => {
  it('uses the configuration the server put into the page without fetching', async () => {
    const fetchImpl = jest.fn();
    const initial = { '/remotes.json': { listing: 'https://cdn.example.com/mf-listing/2.0.0/mf-manifest.json' } };
    const config = await loadRemotesConfig(initial, fetchImpl as unknown as typeof fetch);
    expect(config.listing).toBe('https://cdn.example.com/mf-listing/2.0.0/mf-manifest.json');
    expect(config.catalog).toBe('/remotes/mf-catalog/mf-manifest.json');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches remotes.json when the page carries none', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve({ blog: '/b/mf-manifest.json' }) });
    expect(inlinedRemotesConfig({})).toBeNull();
    await expect(loadRemotesConfig({}, fetchImpl as unknown as typeof fetch)).resolves.toMatchObject({ blog: '/b/mf-manifest.json' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
