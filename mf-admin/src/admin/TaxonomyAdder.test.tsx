// Adding a journal tag from the editor: the three titles go to the API, the new id comes back to the editor; a taken
// name shows the server's field message.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { TaxonomyAdder } from './TaxonomyAdder';

it('adds a tag, then shows the field error for a taken name', async () => {
  let taken = false;
  const { calls } = mockApi(({ path }) => {
    if (!path.endsWith('/api/admin/journal/taxonomy')) return undefined;
    if (taken) return { status: 422, data: { message: 'One with this name exists already.', errors: { title_tr: ['One with this name exists already.'] } } };
    taken = true;
    return { status: 201, data: { message: 'Added.', data: { id: 77, slug: 'sehir-plani', title: 'City plan' } } };
  });
  const added = jest.fn();
  await renderWithApp(<TaxonomyAdder lang="en" onAdded={added} />, { lang: 'en', namespaces: { admin: { en, tr, ru } } });
  fireEvent.change(screen.getByLabelText('Name in Turkish'), { target: { value: 'Şehir planı' } });
  fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'City plan' } });
  fireEvent.change(screen.getByLabelText('Name in Russian'), { target: { value: 'Генплан' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(added).toHaveBeenCalledWith('tag', 77));
  expect(screen.getByRole('status').textContent).toBe('Added.');
  expect(calls[0]?.data).toEqual({ kind: 'tag', title_tr: 'Şehir planı', title_en: 'City plan', title_ru: 'Генплан' });
  expect((screen.getByLabelText('Name in Turkish') as HTMLInputElement).value).toBe('');

  fireEvent.change(screen.getByLabelText('Name in Turkish'), { target: { value: 'Şehir planı' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.getAllByText('One with this name exists already.').length).toBeGreaterThan(0));
  expect(added).toHaveBeenCalledTimes(1);
});
