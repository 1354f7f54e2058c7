// Security notices in tr, en and ru (issue 23): to the owner of an address someone tried to register again (instead
// of telling the visitor that the address is taken), and after a password change.
import type { Lang } from '@realty/shared/routes';
import en from '@realty/shared/i18n/en.json';
import ru from '@realty/shared/i18n/ru.json';
import tr from '@realty/shared/i18n/tr.json';
import type { MailMessage } from '../../../services/mail';

const SITE_NAME: Record<Lang, string> = { en: en.siteName, ru: ru.siteName, tr: tr.siteName };

const TEXTS = {
  en: {
    registerSubject: 'Someone tried to register with your address',
    registerBody: (name: string, site: string, link: string) =>
      `Hello ${name},\n\nSomeone (perhaps you) tried to create a new account on ${site} with this e-mail address. You already have an account, so nothing was created or changed.\n\nTo sign in, open ${link}\nForgot your password? Choose "Forgot your password?" there and we will send you a link to set a new one.\n\nIf this was not you, you can ignore this message.\n`,
    passwordSubject: 'Your password was changed',
    passwordBody: (name: string, link: string) =>
      `Hello ${name},\n\nThe password of your account was just changed, and every other session was signed out.\n\nIf this was you, there is nothing else to do.\nIf it was not, reset your password at once: open ${link} and choose "Forgot your password?".\n`,
  },
  tr: {
    registerSubject: 'Adresinizle kayıt olunmaya çalışıldı',
    registerBody: (name: string, site: string, link: string) =>
      `Merhaba ${name},\n\nBiri (belki siz) bu e-posta adresiyle ${site} üzerinde yeni bir hesap açmaya çalıştı. Bu adresle zaten bir hesabınız olduğu için hiçbir şey oluşturulmadı veya değiştirilmedi.\n\nOturum açmak için şu bağlantıyı açın: ${link}\nŞifrenizi mi unuttunuz? Orada "Şifrenizi mi unuttunuz?" seçeneğini seçin; yeni şifre belirlemeniz için size bir bağlantı gönderelim.\n\nBu siz değilseniz bu mesajı dikkate almayın.\n`,
    passwordSubject: 'Şifreniz değiştirildi',
    passwordBody: (name: string, link: string) =>
      `Merhaba ${name},\n\nHesabınızın şifresi az önce değiştirildi ve diğer tüm oturumlar kapatıldı.\n\nBunu siz yaptıysanız başka bir şey yapmanız gerekmez.\nSiz yapmadıysanız şifrenizi hemen sıfırlayın: ${link} adresini açıp "Şifrenizi mi unuttunuz?" seçeneğini seçin.\n`,
  },
  ru: {
    registerSubject: 'Кто-то пытался зарегистрироваться с вашим адресом',
    registerBody: (name: string, site: string, link: string) =>
      `Здравствуйте, ${name}!\n\nКто-то (возможно, вы) пытался создать новый аккаунт на сайте ${site} с этим адресом электронной почты. У вас уже есть аккаунт, поэтому ничего не было создано или изменено.\n\nЧтобы войти, откройте ${link}\nЗабыли пароль? Выберите там «Забыли пароль?», и мы пришлём ссылку для нового пароля.\n\nЕсли это были не вы, просто проигнорируйте письмо.\n`,
    passwordSubject: 'Ваш пароль изменён',
    passwordBody: (name: string, link: string) =>
      `Здравствуйте, ${name}!\n\nПароль вашего аккаунта только что изменён, а все остальные сеансы завершены.\n\nЕсли это были вы, больше ничего делать не нужно.\nЕсли нет, немедленно сбросьте пароль: откройте ${link} и выберите «Забыли пароль?».\n`,
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function message(to: string, subject: string, text: string, lang: Lang, link: string): MailMessage {
  const html = escapeHtml(text).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`);
  return { to, subject: `${subject} — ${SITE_NAME[lang]}`, text, html: `<p>${html.replace(/\n\n/g, '</p><p>').replace(/\n/g, '<br>')}</p>` };
}

/** To the owner of an address someone tried to register with: sign in, or reset the password. */
export const registerNoticeMail = (name: string, email: string, signInLink: string, lang: Lang): MailMessage =>
  message(email, TEXTS[lang].registerSubject, TEXTS[lang].registerBody(name, SITE_NAME[lang], signInLink), lang, signInLink);

/** After a password change: if it was not them, reset it. */
export const passwordChangedMail = (name: string, email: string, signInLink: string, lang: Lang): MailMessage =>
  message(email, TEXTS[lang].passwordSubject, TEXTS[lang].passwordBody(name, signInLink), lang, signInLink);
