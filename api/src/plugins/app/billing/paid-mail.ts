// The e-mail a buyer gets when their invoice is marked paid (in the buyer's language): the promotion has started,
// the link to the invoice's PDF (opens after signing in) and to the invoices page.
import en from '@realty/shared/i18n/en.json';
import ru from '@realty/shared/i18n/ru.json';
import tr from '@realty/shared/i18n/tr.json';
import { formatDate, formatMoney } from '@realty/shared/format';
import { pathTo, type Lang } from '@realty/shared/routes';
import type { MailMessage } from '../../../services/mail';
import type { Invoice } from '@realty/shared/contracts/billing';

const SITE_NAME: Record<Lang, string> = { en: en.siteName, ru: ru.siteName, tr: tr.siteName };

type Facts = { name: string; number: string; total: string; until: string | null; pdf: string; page: string };

const TEXT: Record<Lang, { subject: (number: string) => string; body: (f: Facts) => string }> = {
  en: {
    subject: (number) => `Invoice ${number} is paid`,
    body: (f) =>
      `Hello ${f.name},\n\nWe have received your payment of ${f.total} for invoice ${f.number}. Thank you!\n\n` +
      `${f.until ? `Your promotion has started and runs until ${f.until}.` : 'Your promotion has started.'}\n\n` +
      `The invoice (PDF, opens after you sign in):\n${f.pdf}\n\nAll your invoices:\n${f.page}\n`,
  },
  tr: {
    subject: (number) => `${number} numaralı faturanız ödendi`,
    body: (f) =>
      `Merhaba ${f.name},\n\n${f.number} numaralı fatura için ${f.total} tutarındaki ödemeniz bize ulaştı. Teşekkür ederiz!\n\n` +
      `${f.until ? `Tanıtımınız başladı ve ${f.until} tarihine kadar sürecek.` : 'Tanıtımınız başladı.'}\n\n` +
      `Fatura (PDF, oturum açtıktan sonra açılır):\n${f.pdf}\n\nTüm faturalarınız:\n${f.page}\n`,
  },
  ru: {
    subject: (number) => `Счёт ${number} оплачен`,
    body: (f) =>
      `Здравствуйте, ${f.name}!\n\nМы получили вашу оплату в размере ${f.total} по счёту ${f.number}. Спасибо!\n\n` +
      `${f.until ? `Продвижение началось и продлится до ${f.until}.` : 'Продвижение началось.'}\n\n` +
      `Счёт (PDF, откроется после входа на сайт):\n${f.pdf}\n\nВсе ваши счета:\n${f.page}\n`,
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The "invoice paid" mail to `to`, in `lang`. */
export function invoicePaidMail(to: { name: string; email: string }, invoice: Invoice, publicUrl: string, lang: Lang): MailMessage {
  const base = publicUrl.replace(/\/$/, '');
  const ends = invoice.promotions.map((p) => p.ends_at).filter((v): v is string => Boolean(v)).sort();
  const facts: Facts = {
    name: to.name,
    number: invoice.number,
    total: formatMoney(invoice.total, 'TRY', lang),
    until: ends.length ? formatDate(ends[ends.length - 1]!, lang, { dateStyle: 'long', timeZone: 'Europe/Istanbul' }) : null,
    pdf: `${base}/${lang}/api/invoices/${invoice.id}/pdf`,
    page: `${base}${pathTo(lang, 'profileInvoice')}`,
  };
  const text = TEXT[lang].body(facts);
  let html = escapeHtml(text);
  for (const link of [facts.pdf, facts.page]) html = html.replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`);
  return {
    to: to.email,
    subject: `${TEXT[lang].subject(invoice.number)} — ${SITE_NAME[lang]}`,
    text,
    html: `<p>${html.replace(/\n\n/g, '</p><p>').replace(/\n/g, '<br>')}</p>`,
  };
}
