// The listing page's contact form (name, phone or e-mail, message) as a zod schema with messages in tr, en and ru.
// Node-safe: the API validates with it (422 in the request's language); the listing remote checks the form first.
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, normalizePhone } from './auth';

export const CONTACT_MESSAGE_MAX = 2000;

type ContactLang = 'tr' | 'en' | 'ru';

export const CONTACT_MESSAGES = {
  en: {
    nameRequired: 'Please enter your name.',
    nameMax: `The name may not be longer than ${NAME_MAX} characters.`,
    contactRequired: 'Please enter a phone number or an e-mail address.',
    emailInvalid: 'The e-mail must be a valid e-mail address.',
    phoneInvalid: 'The phone number is not valid.',
    messageRequired: 'Please write a message.',
    messageMax: `The message may not be longer than ${CONTACT_MESSAGE_MAX} characters.`,
    sent: 'Your message was sent to the advertiser.',
  },
  tr: {
    nameRequired: 'Lütfen adınızı girin.',
    nameMax: `Ad en fazla ${NAME_MAX} karakter olabilir.`,
    contactRequired: 'Lütfen bir telefon numarası veya e-posta adresi girin.',
    emailInvalid: 'Geçerli bir e-posta adresi girin.',
    phoneInvalid: 'Telefon numarası geçerli değil.',
    messageRequired: 'Lütfen bir mesaj yazın.',
    messageMax: `Mesaj en fazla ${CONTACT_MESSAGE_MAX} karakter olabilir.`,
    sent: 'Mesajınız ilan sahibine gönderildi.',
  },
  ru: {
    nameRequired: 'Укажите имя.',
    nameMax: `Имя не может быть длиннее ${NAME_MAX} символов.`,
    contactRequired: 'Укажите телефон или e-mail.',
    emailInvalid: 'Укажите корректный адрес e-mail.',
    phoneInvalid: 'Неверный номер телефона.',
    messageRequired: 'Напишите сообщение.',
    messageMax: `Сообщение не может быть длиннее ${CONTACT_MESSAGE_MAX} символов.`,
    sent: 'Ваше сообщение отправлено автору объявления.',
  },
} as const satisfies Record<ContactLang, Record<string, string>>;
export type ContactMessageKey = keyof (typeof CONTACT_MESSAGES)['en'];

const pick = (lang: string | undefined): ContactLang => (lang === 'tr' || lang === 'ru' ? lang : 'en');
export const contactMessage = (key: ContactMessageKey, lang?: string): string => CONTACT_MESSAGES[pick(lang)][key];

const blank = (v: unknown): unknown => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v);

function build(lang: ContactLang) {
  const m = (key: ContactMessageKey) => CONTACT_MESSAGES[lang][key];
  return z
    .object({
      name: z.preprocess(blank, z.string({ error: m('nameRequired') }).max(NAME_MAX, { error: m('nameMax') })),
      /** A phone number or an e-mail address (one field in the form). */
      contact: z.preprocess(blank, z.string({ error: m('contactRequired') }).max(EMAIL_MAX, { error: m('emailInvalid') })),
      message: z.preprocess(blank, z.string({ error: m('messageRequired') }).max(CONTACT_MESSAGE_MAX, { error: m('messageMax') })),
    })
    .transform((data, ctx) => {
      if (data.contact.includes('@')) {
        const email = z.email().safeParse(data.contact.toLowerCase());
        if (!email.success) {
          ctx.addIssue({ code: 'custom', path: ['contact'], message: m('emailInvalid') });
          return z.NEVER;
        }
        return { name: data.name, email: email.data, phone: null, message: data.message };
      }
      const phone = normalizePhone(data.contact);
      if (!phone) {
        ctx.addIssue({ code: 'custom', path: ['contact'], message: m('phoneInvalid') });
        return z.NEVER;
      }
      return { name: data.name, email: null, phone, message: data.message };
    });
}

const cache = new Map<ContactLang, ReturnType<typeof build>>();
/** `POST /api/realty/{id}/contact` body, messages in `lang`. */
export function contactSchema(lang?: string): ReturnType<typeof build> {
  const key = pick(lang);
  let schema = cache.get(key);
  if (!schema) {
    schema = build(key);
    cache.set(key, schema);
  }
  return schema;
}
export type ContactInput = { name: string; contact: string; message: string };
export type ContactData = z.output<ReturnType<typeof build>>;
