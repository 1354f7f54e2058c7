// The messages of the listing page's contact form (its schema: @realty/shared/contracts/listing contact.ts), part of
// `accountMessage`, so the api's error handler translates the form's message keys (`contactNameRequired`).
import { NAME_MAX } from './auth';

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
