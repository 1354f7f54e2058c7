// Texts of the account e-mails of profile/info in tr, en and ru: the confirmation link of an e-mail change
// (to the new address), the notice to the old address, and the farewell after an account is deleted.
import type { Lang } from '@realty/shared/routes';
import en from '@realty/shared/i18n/en.json';
import ru from '@realty/shared/i18n/ru.json';
import tr from '@realty/shared/i18n/tr.json';
import type { MailMessage } from '../../../services/mail';

const SITE_NAME: Record<Lang, string> = { en: en.siteName, ru: ru.siteName, tr: tr.siteName };

const TEXTS = {
  en: {
    confirmSubject: 'Confirm your new e-mail address',
    confirmBody: (name: string, email: string, link: string) =>
      `Hello ${name},\n\nYou asked to use ${email} for your account.\nOpen this link to confirm it. It works once and expires in 24 hours:\n\n${link}\n\nUntil you open it, your account keeps its current address. If you did not ask for this, ignore this message.\n`,
    noticeSubject: 'Your e-mail address is being changed',
    noticeBody: (name: string, email: string) =>
      `Hello ${name},\n\nSomeone signed in to your account asked to change its e-mail address to ${email}.\nThe change happens only when the link we sent to that address is opened.\n\nIf this was not you, change your password now: the change stops when a new one is requested or your password is changed.\n`,
    changedSubject: 'Your e-mail address was changed',
    changedBody: (name: string, email: string) =>
      `Hello ${name},\n\nThe e-mail address of your account is now ${email}. This address no longer signs in.\n\nIf this was not you, contact us by replying to this message.\n`,
    deletedSubject: 'Your account has been deleted',
    deletedBody: (name: string) =>
      `Hello ${name},\n\nYour account has been deleted as you asked: your listings are hidden and your personal data is erased. Invoices are kept, as the law requires.\n\nThank you for using our site.\n`,
  },
  tr: {
    confirmSubject: 'Yeni e-posta adresinizi onaylayın',
    confirmBody: (name: string, email: string, link: string) =>
      `Merhaba ${name},\n\nHesabınız için ${email} adresini kullanmak istediniz.\nOnaylamak için bu bağlantıyı açın. Bağlantı bir kez kullanılabilir ve 24 saat geçerlidir:\n\n${link}\n\nBağlantıyı açana kadar hesabınız mevcut adresini korur. Bu isteği siz yapmadıysanız bu mesajı dikkate almayın.\n`,
    noticeSubject: 'E-posta adresiniz değiştiriliyor',
    noticeBody: (name: string, email: string) =>
      `Merhaba ${name},\n\nHesabınızda oturum açmış biri e-posta adresini ${email} olarak değiştirmek istedi.\nDeğişiklik yalnızca bu adrese gönderdiğimiz bağlantı açıldığında gerçekleşir.\n\nBu siz değilseniz hemen şifrenizi değiştirin: yeni bir istek yapıldığında veya şifreniz değiştiğinde değişiklik durur.\n`,
    changedSubject: 'E-posta adresiniz değiştirildi',
    changedBody: (name: string, email: string) =>
      `Merhaba ${name},\n\nHesabınızın e-posta adresi artık ${email}. Bu adresle artık oturum açılamaz.\n\nBu siz değilseniz bu mesajı yanıtlayarak bize ulaşın.\n`,
    deletedSubject: 'Hesabınız silindi',
    deletedBody: (name: string) =>
      `Merhaba ${name},\n\nHesabınız isteğiniz üzerine silindi: ilanlarınız gizlendi ve kişisel verileriniz silindi. Faturalar yasa gereği saklanır.\n\nSitemizi kullandığınız için teşekkür ederiz.\n`,
  },
  ru: {
    confirmSubject: 'Подтвердите новый адрес электронной почты',
    confirmBody: (name: string, email: string, link: string) =>
      `Здравствуйте, ${name}!\n\nВы попросили использовать ${email} для своего аккаунта.\nОткройте ссылку, чтобы подтвердить адрес. Она действует один раз в течение 24 часов:\n\n${link}\n\nПока вы её не откроете, у аккаунта остаётся прежний адрес. Если вы этого не запрашивали, просто проигнорируйте письмо.\n`,
    noticeSubject: 'Адрес вашей почты меняется',
    noticeBody: (name: string, email: string) =>
      `Здравствуйте, ${name}!\n\nКто-то, вошедший в ваш аккаунт, попросил сменить его адрес на ${email}.\nАдрес сменится только после перехода по ссылке, отправленной на этот адрес.\n\nЕсли это были не вы, сразу смените пароль: смена адреса отменяется при новом запросе или смене пароля.\n`,
    changedSubject: 'Адрес вашей почты изменён',
    changedBody: (name: string, email: string) =>
      `Здравствуйте, ${name}!\n\nТеперь адрес вашего аккаунта — ${email}. С этим адресом войти больше нельзя.\n\nЕсли это были не вы, ответьте на это письмо.\n`,
    deletedSubject: 'Ваш аккаунт удалён',
    deletedBody: (name: string) =>
      `Здравствуйте, ${name}!\n\nВаш аккаунт удалён по вашей просьбе: объявления скрыты, персональные данные стёрты. Счета сохраняются, как того требует закон.\n\nСпасибо, что пользовались нашим сайтом.\n`,
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function message(to: string, subject: string, text: string, lang: Lang, link?: string): MailMessage {
  let html = escapeHtml(text);
  if (link) html = html.replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`);
  return { to, subject: `${subject} — ${SITE_NAME[lang]}`, text, html: `<p>${html.replace(/\n\n/g, '</p><p>').replace(/\n/g, '<br>')}</p>` };
}

/** The confirmation link, sent to the new address. */
export const emailConfirmMail = (name: string, newEmail: string, link: string, lang: Lang): MailMessage =>
  message(newEmail, TEXTS[lang].confirmSubject, TEXTS[lang].confirmBody(name, newEmail, link), lang, link);

/** The notice to the current address that a change was asked for. */
export const emailNoticeMail = (name: string, oldEmail: string, newEmail: string, lang: Lang): MailMessage =>
  message(oldEmail, TEXTS[lang].noticeSubject, TEXTS[lang].noticeBody(name, newEmail), lang);

/** After the change: to the old address, which no longer signs in. */
export const emailChangedMail = (name: string, oldEmail: string, newEmail: string, lang: Lang): MailMessage =>
  message(oldEmail, TEXTS[lang].changedSubject, TEXTS[lang].changedBody(name, newEmail), lang);

/** After the deletion: to the address the account had. */
export const accountDeletedMail = (name: string, email: string, lang: Lang): MailMessage =>
  message(email, TEXTS[lang].deletedSubject, TEXTS[lang].deletedBody(name), lang);
