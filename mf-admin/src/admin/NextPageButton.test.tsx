// The back office lists' "next page" button: shown only while the reply has pages beyond the one shown.
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { NextPageButton } from './NextPageButton';

const namespaces = { admin: { en, tr, ru } };

it('asks for the next page while there is one', async () => {
  const next = jest.fn();
  await renderWithApp(<NextPageButton meta={{ last_page: 3 }} page={2} onNext={next} />, { lang: 'en', namespaces });
  fireEvent.click(screen.getByRole('button', { name: en.admin.nextPage }));
  expect(next).toHaveBeenCalledTimes(1);
});

it('shows nothing on the last page or before the reply', async () => {
  const { container } = await renderWithApp(
    <>
      <NextPageButton meta={{ last_page: 2 }} page={2} onNext={() => {}} />
      <NextPageButton meta={undefined} page={1} onNext={() => {}} />
    </>,
    { lang: 'en', namespaces },
  );
  expect(container.querySelector('button')).toBeNull();
});
