// The e-mail a listing owner gets when a moderator rejects their listing (in the owner's language).
import en from '@realty/shared/i18n/en.json';
import ru from '@realty/shared/i18n/ru.json';
import tr from '@realty/shared/i18n/tr.json';
import { pathTo, type Lang } from '@realty/shared/routes';
import type { MailMessage } from '../../../services/mail';

const SITE_NAME: Record<Lang, string> = { en: en.siteName, ru: ru.siteName, tr: tr.siteName };

const TEXT = {
  en: {
    subject: 'Your listing was not approved',
    body: (name: string, title: string, reason: string, link: string) =>
      `Hello ${name},\n\nOur moderators did not approve your listing "${title}", so it is not shown on the site.\n\nReason: ${reason}\n\nYou can correct the listing here; after your changes it is checked again:\n${link}\n`,
  },
  tr: {
    subject: 'İlanınız onaylanmadı',
    body: (name: string, title: string, reason: string, link: string) =>
      `Merhaba ${name},\n\nModeratörlerimiz "${title}" ilanınızı onaylamadı; ilan sitede gösterilmiyor.\n\nGerekçe: ${reason}\n\nİlanı buradan düzeltebilirsiniz; değişikliklerinizden sonra yeniden incelenir:\n${link}\n`,
  },
  ru: {
    subject: 'Ваше объявление не одобрено',
    body: (name: string, title: string, reason: string, link: string) =>
      `Здравствуйте, ${name}!\n\nМодераторы не одобрили ваше объявление «${title}», поэтому оно не показывается на сайте.\n\nПричина: ${reason}\n\nИсправить объявление можно здесь; после изменений его проверят снова:\n${link}\n`,
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function rejectionMail(owner: { name: string; email: string }, listing: { id: number; title: string }, reason: string, publicUrl: string, lang: Lang): MailMessage {
  const t = TEXT[lang];
  const link = `${publicUrl.replace(/\/$/, '')}${pathTo(lang, 'profileEdit', String(listing.id))}`;
  const text = t.body(owner.name, listing.title || `#${listing.id}`, reason, link);
  const html = `<p>${escapeHtml(text)
    .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)
    .replace(/\n\n/g, '</p><p>')
    .replace(/\n/g, '<br>')}</p>`;
  return { to: owner.email, subject: `${t.subject} — ${SITE_NAME[lang]}`, text, html };
}
