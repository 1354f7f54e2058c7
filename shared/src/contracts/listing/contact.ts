// The listing page's contact form (name, phone or e-mail, message): the request schema of
// POST /api/realty/{id}/contact, whose messages are message keys (`contactNameRequired`) that the api's error
// handler translates (CONTACT_MESSAGES in the kernel, part of `accountMessage`). The listing remote takes the types.
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, normalizePhone } from '../../schemas/auth';
import { CONTACT_MESSAGE_MAX } from '../../schemas/contact';

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
