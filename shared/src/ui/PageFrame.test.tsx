import { screen } from '@testing-library/react';
import { ROUTES } from '../routes';
import { renderWithApp } from '../testing';
import { PageFrame } from './PageFrame';

const route = (id: string) => {
  const found = ROUTES.find((r) => r.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('PageFrame', () => {
  it('the current crumb is the route title, with the route title as heading', async () => {
    await renderWithApp(<PageFrame lang="en" route={route('agents')} />, { path: '/en/real-estate-agent' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(trail.textContent).toBe('HomeReal estate agents');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Real estate agents');
  });

  it('a page with its own heading names its crumb the same (an agent, a new post)', async () => {
    await renderWithApp(<PageFrame lang="en" route={route('agent')} title="Ayşe Demir" />, { path: '/en/real-estate-agent/1-ayse' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(trail.textContent).toBe('HomeReal estate agentsAyşe Demir');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ayşe Demir');
  });
});
