import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import { en, tr, ru } from '../testing/texts';
import { PersonalDataSection } from './PersonalDataSection';

const namespaces = { profile: { en, tr, ru } };

/** jsdom's Blob has no text(): read it with FileReader. */
const textOf = (blob: Blob | undefined): Promise<string> =>
  new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no blob'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });

describe('PersonalDataSection', () => {
  const created: Blob[] = [];
  const names: string[] = [];
  beforeEach(() => {
    created.length = 0;
    names.length = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the readable page and the JSON file in the page language', async () => {
    const { calls } = mockApi((req) => {
      const format = (req.params as { format?: string }).format;
      return format === 'html' ? { data: '<!doctype html><html lang="tr"><h1>Kişisel verileriniz</h1></html>' } : { data: { user_id: 7, account: { name: 'Ayşe' } } };
    });
    const { store } = await renderWithApp(<PersonalDataSection lang="tr" />, { lang: 'tr', namespaces });
    expect(screen.getByRole('heading', { name: 'Verileriniz' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'İndir (HTML)' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.html$/);
    expect(created[0]?.type).toBe('text/html');
    expect(await textOf(created[0])).toContain('Kişisel verileriniz');

    fireEvent.click(screen.getByRole('button', { name: 'İndir (JSON)' }));
    await waitFor(() => expect(names).toHaveLength(2));
    expect(names[1]).toMatch(/\.json$/);
    expect(JSON.parse(await textOf(created[1]))).toEqual({ user_id: 7, account: { name: 'Ayşe' } });
    expect(calls.map((c) => [c.method, c.path, c.params])).toEqual([
      ['GET', '/tr/api/profile/data', { format: 'html' }],
      ['GET', '/tr/api/profile/data', { format: 'json' }],
    ]);
    expect(store.ui.toasts.map((toast) => toast.message)).toContain('Verileriniz indirildi.');
  });

  it('shows the server’s refusal and downloads nothing', async () => {
    mockApi(() => ({ status: 429, data: { message: 'Too many requests. Please try again in 3000 seconds.' } }));
    const { store } = await renderWithApp(<PersonalDataSection lang="en" />, { namespaces });
    fireEvent.click(screen.getByRole('button', { name: 'Download (JSON)' }));
    await waitFor(() => expect(store.ui.toasts.map((toast) => toast.message)).toContain('Too many requests. Please try again in 3000 seconds.'));
    expect(names).toEqual([]);
  });
});
