// The rules themselves are tested next to the shared implementation (shared/src/routes/redirects.test.ts);
// here: the router uses them on client-side navigation, hash and query kept, and leaves canonical URLs alone.
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { useCanonicalRedirect } from './useCanonicalRedirect';

function Probe() {
  useCanonicalRedirect();
  const { pathname, search, hash } = useLocation();
  return <output data-action={useNavigationType()}>{pathname + search + hash}</output>;
}

const at = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );

describe('useCanonicalRedirect', () => {
  it.each([
    ['/en/about/#team', '/en/about#team'],
    ['/tr/real-estate/kiralik-villa/antalya/?rooms=3%2B1', '/tr/real-estate/rent-villa/antalya?rooms=3%2B1'],
  ])('%s -> %s (replacing the history entry)', async (from, to) => {
    at(from);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(to));
    expect(screen.getByRole('status').dataset.action).toBe('REPLACE');
  });

  it('leaves a canonical URL alone', async () => {
    at('/tr/real-estate/rent?page=2#map');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('status').textContent).toBe('/tr/real-estate/rent?page=2#map');
    expect(screen.getByRole('status').dataset.action).toBe('POP');
  });
});
