// The listing page's contact form (name, phone or e-mail, message): the request schema of
// POST /api/realty/{id}/contact, whose messages are message keys (`contactNameRequired`) that the api's error
// handler translates (CONTACT_MESSAGES, part of `accountMessage`). Node-safe: the listing remote takes the types.
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, normalizePhone } from './auth';

export const CONTACT_MESSAGE_MAX = 2000;

type ContactLang = 'tr' | 'en' | 'ru';

export const CONTACT_MESSAGES = {
  en: {
    contactNameRequired: 'Please enter your name.',
    contactNameMax: `The name may not be longer than ${NAME_MAX} characters.`,
    contactRequired: 'Please enter a phone number or an e-mail address.',
    contactEmailInvalid: 'The e-mail must be a valid e-mail address.',
    contactPhoneInvalid: 'The phone number is not valid.',
    contactMessageRequired: 'Please write a message.',
    contactMessageMax: `The message may not be longer than ${CONTACT_MESSAGE_MAX} characters.`,
    contactSent: 'Your message was sent to the advertiser.',
  },
  tr: {
    contactNameRequired: 'Lütfen adınızı girin.',
    contactNameMax: `Ad en fazla ${NAME_MAX} karakter olabilir.`,
    contactRequired: 'Lütfen bir telefon numarası veya e-posta adresi girin.',
    contactEmailInvalid: 'Geçerli bir e-posta adresi girin.',
    contactPhoneInvalid: 'Telefon numarası geçerli değil.',
    contactMessageRequired: 'Lütfen bir mesaj yazın.',
    contactMessageMax: `Mesaj en fazla ${CONTACT_MESSAGE_MAX} karakter olabilir.`,
    contactSent: 'Mesajınız ilan sahibine gönderildi.',
  },
  ru: {
    contactNameRequired: 'Укажите имя.',
    contactNameMax: `Имя не может быть длиннее ${NAME_MAX} символов.`,
    contactRequired: 'Укажите телефон или e-mail.',
    contactEmailInvalid: 'Укажите корректный адрес e-mail.',
    contactPhoneInvalid: 'Неверный номер телефона.',
    contactMessageRequired: 'Напишите сообщение.',
    contactMessageMax: `Сообщение не может быть длиннее ${CONTACT_MESSAGE_MAX} символов.`,
    contactSent: 'Ваше сообщение отправлено автору объявления.',
  },
} as const satisfies Record<ContactLang, Record<string, string>>;
export type ContactMessageKey = keyof (typeof CONTACT_MESSAGES)['en'];

const blank = (v: unknown): unknown => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v);

/** `POST /api/realty/{id}/contact` body: the contact is a phone number (normalised, default TR) or an e-mail address. */
export const contactBodySchema = z
  .object({
    name: z.preprocess(blank, z.string({ error: 'contactNameRequired' }).max(NAME_MAX, { error: 'contactNameMax' })),
    /** A phone number or an e-mail address (one field in the form). */
    contact: z.preprocess(blank, z.string({ error: 'contactRequired' }).max(EMAIL_MAX, { error: 'contactEmailInvalid' })),
    message: z.preprocess(blank, z.string({ error: 'contactMessageRequired' }).max(CONTACT_MESSAGE_MAX, { error: 'contactMessageMax' })),
  })
  .transform((data, ctx) => {
    if (data.contact.includes('@')) {
      const email = z.email().safeParse(data.contact.toLowerCase());
      if (!email.success) {
        ctx.addIssue({ code: 'custom', path: ['contact'], message: 'contactEmailInvalid' });
        return z.NEVER;
      }
      return { name: data.name, email: email.data, phone: null, message: data.message };
    }
    const phone = normalizePhone(data.contact);
    if (!phone) {
      ctx.addIssue({ code: 'custom', path: ['contact'], message: 'contactPhoneInvalid' });
      return z.NEVER;
    }
    return { name: data.name, email: null, phone, message: data.message };
  });

export type ContactInput = { name: string; contact: string; message: string };
export type ContactData = z.output<typeof contactBodySchema>;
