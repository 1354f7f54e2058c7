// The listing page's contact form: the message is stored (`contact_messages`: the owner's statistics count them per
// listing and day) and mailed to the listing's owner through the mail service (SMTP, or the outbox in development).
import { fillPlaceholders } from '@realty/shared/schemas';
import type { Lang } from '@realty/shared/routes';
import type { ContactData } from '@realty/shared/contracts/listing';
import type { Database } from '../../../db/client';
import { listingUrl } from '../catalog/listings';
import type { MailSender } from '../../../services/mail';

const MAIL = {
  en: {
    subject: 'A message about your listing #{id}',
    intro: 'Someone wrote to you about your listing "{title}":',
    from: 'From',
    contact: 'Contact',
    link: 'Listing',
    footer: 'Reply to the sender directly; this address does not take replies.',
  },
  tr: {
    subject: '#{id} numaralı ilanınız hakkında bir mesaj',
    intro: '"{title}" ilanınız hakkında size bir mesaj yazıldı:',
    from: 'Gönderen',
    contact: 'İletişim',
    link: 'İlan',
    footer: 'Lütfen gönderene doğrudan yanıt verin; bu adres yanıtları almaz.',
  },
  ru: {
    subject: 'Сообщение по вашему объявлению №{id}',
    intro: 'Вам написали по объявлению «{title}»:',
    from: 'От',
    contact: 'Контакты',
    link: 'Объявление',
    footer: 'Отвечайте отправителю напрямую: на этот адрес ответы не доходят.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export interface ContactInput {
  listingId: number;
  data: ContactData;
  lang: Lang;
  senderId: number | null;
  publicUrl: string;
}

/** Store and mail a message to the owner of an active listing; null when there is no such listing. */
export async function sendContactMessage(database: Database, mailer: MailSender, input: ContactInput): Promise<{ id: number } | null> {
  const { listingId, data, lang, senderId, publicUrl } = input;
  const res = await database.execute(
    `SELECT u.email, (SELECT t.title FROM listing_translations t WHERE t.listing_id = l.id
        ORDER BY (t.lang::text = $2) DESC, (t.lang::text = 'en') DESC, t.lang LIMIT 1) AS title
     FROM listings l JOIN users u ON u.id = l.user_id WHERE l.id = $1 AND l.status = 'active'`,
    [listingId, lang],
  );
  const owner = res.rows[0];
  if (!owner) return null;
  const inserted = await database.execute(
    `INSERT INTO contact_messages (listing_id, sender_id, name, email, phone, message, lang) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [listingId, senderId, data.name, data.email, data.phone, data.message, lang],
  );
  const m = MAIL[lang];
  const title = String(owner.title ?? '') || `#${listingId}`;
  const contact = [data.phone, data.email].filter(Boolean).join(', ');
  await mailer.send({
    to: String(owner.email),
    subject: fillPlaceholders(m.subject, { id: listingId }),
    text: [
      fillPlaceholders(m.intro, { title }),
      '',
      data.message,
      '',
      `${m.from}: ${data.name}`,
      `${m.contact}: ${contact}`,
      `${m.link}: ${publicUrl}${listingUrl(lang, listingId)}`,
      '',
      m.footer,
    ].join('\n'),
  });
  return { id: Number(inserted.rows[0]?.id) };
}
