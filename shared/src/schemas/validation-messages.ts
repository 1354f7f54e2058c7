// Field messages of the public and integrator schemas (catalogue query, places, journal, ids) and the messages
// the API's error handler (api/src/plugins/app/errors.ts) gives any validation issue that carries no message key
// of its own: zod's and Fastify's default (English) messages are replaced by these, by the code, in the
// request's language. Merged into the account messages (`accountMessage`). No imports: account.ts reads this table.
// `{min}`, `{max}` and `{values}` are filled from the issue.

export const VALIDATION_MESSAGES = {
  en: {
    fieldInvalid: 'This value is not valid.',
    fieldRequired: 'This field is required.',
    fieldNumber: 'Enter a number.',
    fieldInteger: 'Enter a whole number.',
    fieldMin: 'Must be at least {min}.',
    fieldMax: 'Must be at most {max}.',
    fieldText: 'Enter text.',
    fieldTooShort: 'Must be at least {min} characters long.',
    fieldTooLong: 'Must be at most {max} characters long.',
    fieldTooMany: 'Too many values (at most {max}).',
    fieldChoice: 'Choose one of: {values}.',
    fieldFormat: 'The format is not valid.',
    fieldSlug: 'Use only lower-case Latin letters, digits and hyphens.',
    fieldList: 'Must be a list of values.',
    fieldBoolean: 'Must be yes or no (1 or 0).',
    fieldRangeOrder: 'Must not be less than the lower bound.',
    catalogPageMax: 'The last page is {max}; narrow the filter to see more results.',
  },
  tr: {
    fieldInvalid: 'Bu değer geçerli değil.',
    fieldRequired: 'Bu alan zorunludur.',
    fieldNumber: 'Bir sayı girin.',
    fieldInteger: 'Tam sayı girin.',
    fieldMin: 'En az {min} olmalıdır.',
    fieldMax: 'En fazla {max} olmalıdır.',
    fieldText: 'Metin girin.',
    fieldTooShort: 'En az {min} karakter olmalıdır.',
    fieldTooLong: 'En fazla {max} karakter olmalıdır.',
    fieldTooMany: 'Çok fazla değer var (en fazla {max}).',
    fieldChoice: 'Şunlardan birini seçin: {values}.',
    fieldFormat: 'Biçim geçerli değil.',
    fieldSlug: 'Yalnızca küçük Latin harfleri, rakamlar ve kısa çizgi kullanın.',
    fieldList: 'Bir değer listesi olmalıdır.',
    fieldBoolean: 'Evet ya da hayır (1 ya da 0) olmalıdır.',
    fieldRangeOrder: 'Alt sınırdan küçük olamaz.',
    catalogPageMax: 'Son sayfa {max}; daha fazla sonuç için filtreyi daraltın.',
  },
  ru: {
    fieldInvalid: 'Недопустимое значение.',
    fieldRequired: 'Это поле обязательно.',
    fieldNumber: 'Введите число.',
    fieldInteger: 'Введите целое число.',
    fieldMin: 'Значение должно быть не меньше {min}.',
    fieldMax: 'Значение должно быть не больше {max}.',
    fieldText: 'Введите текст.',
    fieldTooShort: 'Слишком короткое значение (минимум символов: {min}).',
    fieldTooLong: 'Слишком длинное значение (максимум символов: {max}).',
    fieldTooMany: 'Слишком много значений (максимум: {max}).',
    fieldChoice: 'Выберите одно из значений: {values}.',
    fieldFormat: 'Неверный формат.',
    fieldSlug: 'Используйте только строчные латинские буквы, цифры и дефисы.',
    fieldList: 'Должен быть список значений.',
    fieldBoolean: 'Допустимы только «да» или «нет» (1 или 0).',
    fieldRangeOrder: 'Значение не может быть меньше нижней границы.',
    catalogPageMax: 'Последняя страница — {max}; уточните фильтр, чтобы увидеть больше результатов.',
  },
} as const satisfies Record<'tr' | 'en' | 'ru', Record<string, string>>;

export type ValidationMessageKey = keyof (typeof VALIDATION_MESSAGES)['en'];
