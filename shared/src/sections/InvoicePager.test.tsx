// Paging an invoice list: "Newer" is off on the first page, "Older" on the last; one page shows no pager.
import { fireEvent, screen } from '@testing-library/react';
import en from '../i18n/en.json';
import { renderWithApp } from '@realty/shared/testing';
import { InvoicePager } from './InvoicePager';

it('pages between newer and older invoices within the pages of the reply', async () => {
  const onPage = jest.fn();
  const first = await renderWithApp(<InvoicePager meta={{ last_page: 2 }} page={1} onPage={onPage} />, { lang: 'en' });
  expect((screen.getByRole('button', { name: en.pager.newer }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: en.pager.older }));
  expect(onPage).toHaveBeenCalledWith(2);
  first.unmount();
  await renderWithApp(<InvoicePager meta={{ last_page: 2 }} page={2} onPage={onPage} />, { lang: 'en' });
  expect((screen.getByRole('button', { name: en.pager.older }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: en.pager.newer }));
  expect(onPage).toHaveBeenLastCalledWith(1);
});

it('shows no pager for a single page', async () => {
  const { container } = await renderWithApp(<InvoicePager meta={{ last_page: 1 }} page={1} onPage={() => {}} />, { lang: 'en' });
  expect(container.querySelector('button')).toBeNull();
});
