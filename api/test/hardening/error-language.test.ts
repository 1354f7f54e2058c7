// Issue 23 item 10: every error message follows the request's language (/api Turkish, /en/api English, /ru/api
// Russian), including the schema validation of params, query strings and bodies that used zod's (or our schemas')
// English texts ("id must be a number"), the body parser's and the multipart parser's messages, and unknown paths.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import { build } from '../helper';
import { send, signUp } from '../accounts/helpers';

type Reply = { message: string; errors?: Record<string, string[]> };
const LANGS = ['tr', 'en', 'ru'] as const;
type Lang = (typeof LANGS)[number];
const PREFIX: Record<Lang, string> = { tr: '', en: '/en', ru: '/ru' };
const byLang = <T>(of: (lang: Lang) => T): Record<Lang, T> => ({ tr: of('tr'), en: of('en'), ru: of('ru') });

const ID_INVALID = { tr: 'Kimlik geçerli değil.', en: 'The id is not valid.', ru: 'Неверный идентификатор.' };
const DATA_INVALID = { tr: 'Gönderilen bilgiler geçersiz.', en: 'The given data was invalid.', ru: 'Переданы неверные данные.' };
/** A 422 whose summary is `message` in each language, with that language's field errors. */
const invalid = (message: Record<Lang, string>, errors: Record<Lang, Record<string, string[]>>) => ({
  status: 422,
  replies: byLang((lang): Reply => ({ message: message[lang], errors: errors[lang] })),
});
/** A 422 for an id that is not valid in `field`. */
const invalidId = (field: string) => invalid(ID_INVALID, byLang((lang) => ({ [field]: [ID_INVALID[lang]] })));
/** A 422 for data that is not valid, with these field errors. */
const invalidData = (errors: Record<Lang, Record<string, string[]>>) => invalid(DATA_INVALID, errors);

test('the same bad request gives its messages in the language of the prefix', async (t) => {
  const app = await build(t);
  const user = await signUp(app, { org_type: 'corporate', agency_name: `Dil Emlak ${Date.now()}` });
  const json = { 'content-type': 'application/json' };

  const cases: { label: string; request: Omit<InjectOptions, 'url'> & { url: string }; status: number; replies: Record<Lang, Reply> }[] = [
    { label: 'realty: a listing id that is not a number (path param)', request: { method: 'GET', url: '/api/realty/abc' }, ...invalidId('id') },
    {
      label: 'listings: catalogue query values (query string)',
      request: { method: 'GET', url: '/api/realty?price_from=abc&rooms=7%2B7%2C9&dealType=buy&page=0&per_page=1.5&keywords=' + 'x'.repeat(201) },
      ...invalidData({
        tr: {
          dealType: ['Şunlardan birini seçin: sale, rent, newprojects.'],
          price_from: ['Bir sayı girin.'],
          keywords: ['En fazla 200 karakter olmalıdır.'],
          page: ['En az 1 olmalıdır.'],
          per_page: ['Tam sayı girin.'],
        },
        en: {
          dealType: ['Choose one of: sale, rent, newprojects.'],
          price_from: ['Enter a number.'],
          keywords: ['Must be at most 200 characters long.'],
          page: ['Must be at least 1.'],
          per_page: ['Enter a whole number.'],
        },
        ru: {
          dealType: ['Выберите одно из значений: sale, rent, newprojects.'],
          price_from: ['Введите число.'],
          keywords: ['Слишком длинное значение (максимум символов: 200).'],
          page: ['Значение должно быть не меньше 1.'],
          per_page: ['Введите целое число.'],
        },
      }),
    },
    {
      label: 'listings: an upper price bound below the lower one; a place search without text',
      request: { method: 'GET', url: '/api/realty?price_from=500&price_to=100' },
      ...invalidData({
        tr: { price_to: ['Alt sınırdan küçük olamaz.'] },
        en: { price_to: ['Must not be less than the lower bound.'] },
        ru: { price_to: ['Значение не может быть меньше нижней границы.'] },
      }),
    },
    {
      label: 'account: a body of the wrong type (zod default message before)',
      request: { method: 'PATCH', url: '/api/profile', headers: json, payload: '[1]' },
      ...invalidData({ tr: { body: ['Bu değer geçerli değil.'] }, en: { body: ['This value is not valid.'] }, ru: { body: ['Недопустимое значение.'] } }),
    },
    {
      label: 'account: broken JSON',
      request: { method: 'POST', url: '/api/realty/favorite', headers: json, payload: '{"realty_id":' },
      status: 400,
      replies: { tr: { message: 'İstek okunamadı.' }, en: { message: 'The request could not be read.' }, ru: { message: 'Не удалось прочитать запрос.' } },
    },
    { label: 'agency: a member id that is not a number', request: { method: 'DELETE', url: '/api/agency/members/abc' }, ...invalidId('userId') },
    { label: 'import: a run id past int4', request: { method: 'POST', url: '/api/import/2147483648/cancel' }, ...invalidId('id') },
    {
      label: 'import: a multipart body without a boundary',
      request: { method: 'POST', url: '/api/import', headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\n' },
      status: 400,
      replies: {
        tr: { message: 'Yükleme okunamadı. Lütfen tekrar deneyin.' },
        en: { message: 'The upload could not be read. Please try again.' },
        ru: { message: 'Не удалось прочитать загрузку. Попробуйте ещё раз.' },
      },
    },
    {
      label: 'places: a search without text and a limit out of range',
      request: { method: 'GET', url: '/api/location/search?q=&limit=99' },
      ...invalidData({
        tr: { q: ['Bu alan zorunludur.'], limit: ['En fazla 50 olmalıdır.'] },
        en: { q: ['This field is required.'], limit: ['Must be at most 50.'] },
        ru: { q: ['Это поле обязательно.'], limit: ['Значение должно быть не больше 50.'] },
      }),
    },
    {
      label: 'an unknown API path',
      request: { method: 'GET', url: '/api/no-such-thing' },
      status: 404,
      replies: { tr: { message: 'Bulunamadı' }, en: { message: 'Not Found' }, ru: { message: 'Не найдено' } },
    },
  ];

  for (const { label, request, status, replies } of cases) {
    for (const lang of LANGS) {
      const res = await send(user.jar, { ...request, url: `${PREFIX[lang]}${request.url}` });
      assert.deepEqual([res.statusCode, res.json()], [status, replies[lang]], `${label} (${lang})`);
    }
  }
});
