// Messages of the live events, notice settings, Web Push and message notice e-mails (issue 30), in every language:
// the API's replies, the e-mail's lines and the push notifications' title and body. `{{name}}` placeholders.

import { doubleBraceMessages } from '../../schemas/message-text';

const en = {
  tooManyStreams: 'Too many open pages: close some tabs and try again',
  noticeSettingsSaved: 'Notification settings saved',
  pushUnavailable: 'Push notifications are not available on this site',
  subscriptionSaved: 'Push notifications turned on for this browser',
  subscriptionRemoved: 'Push notifications turned off for this browser',
  subscriptionNotFound: 'This browser is not subscribed',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
  unsubscribed: 'You will no longer receive these e-mails',
  deletedAccount: 'Deleted account',
  photo: 'Photo',
  mailSubject: 'New message from {{sender}}: {{listing}}',
  mailSubjectDirect: 'New message from {{sender}}',
  mailIntro: '{{sender}} wrote to you about "{{listing}}":',
  mailIntroDirect: '{{sender}} wrote to you:',
  mailOpen: 'Open the conversation',
  mailUnsubscribeMessages: 'Stop e-mails about new messages',
  mailUnsubscribeViewings: 'Stop e-mails about viewings',
  pushMessageTitle: 'New message from {{sender}}',
  pushViewingTitle: 'Viewing update',
  pushViewingBody: '{{listing}}: a viewing request changed',
  pushSearchTitle: 'New listings: {{search}}',
  pushSearchBody: '{{count}} new listings match your saved search',
  pushPriceDropTitle: 'Price drop',
  pushPriceDropBody: '{{count}} of your favourites got cheaper',
};

export type NoticeMessageKey = keyof typeof en;

const tr: Record<NoticeMessageKey, string> = {
  tooManyStreams: 'Çok fazla açık sayfa var: birkaç sekmeyi kapatıp yeniden deneyin',
  noticeSettingsSaved: 'Bildirim ayarları kaydedildi',
  pushUnavailable: 'Bu sitede anlık bildirimler kullanılamıyor',
  subscriptionSaved: 'Bu tarayıcı için anlık bildirimler açıldı',
  subscriptionRemoved: 'Bu tarayıcı için anlık bildirimler kapatıldı',
  subscriptionNotFound: 'Bu tarayıcının aboneliği yok',
  unsubscribeInvalid: 'Bu abonelikten çıkma bağlantısı geçerli değil',
  unsubscribed: 'Artık bu e-postaları almayacaksınız',
  deletedAccount: 'Silinmiş hesap',
  photo: 'Fotoğraf',
  mailSubject: '{{sender}} size yazdı: {{listing}}',
  mailSubjectDirect: '{{sender}} size yazdı',
  mailIntro: '{{sender}}, "{{listing}}" ilanı hakkında size yazdı:',
  mailIntroDirect: '{{sender}} size yazdı:',
  mailOpen: 'Yazışmayı aç',
  mailUnsubscribeMessages: 'Yeni mesaj e-postalarını durdur',
  mailUnsubscribeViewings: 'Yer gösterme e-postalarını durdur',
  pushMessageTitle: '{{sender}} size yazdı',
  pushViewingTitle: 'Yer gösterme güncellemesi',
  pushViewingBody: '{{listing}}: bir yer gösterme talebi değişti',
  pushSearchTitle: 'Yeni ilanlar: {{search}}',
  pushSearchBody: 'Kayıtlı aramanıza uyan {{count}} yeni ilan var',
  pushPriceDropTitle: 'Fiyat düştü',
  pushPriceDropBody: 'Favorilerinizden {{count}} ilanın fiyatı düştü',
};

const ru: Record<NoticeMessageKey, string> = {
  tooManyStreams: 'Слишком много открытых страниц: закройте несколько вкладок и попробуйте снова',
  noticeSettingsSaved: 'Настройки уведомлений сохранены',
  pushUnavailable: 'Push-уведомления на этом сайте недоступны',
  subscriptionSaved: 'Push-уведомления для этого браузера включены',
  subscriptionRemoved: 'Push-уведомления для этого браузера выключены',
  subscriptionNotFound: 'Этот браузер не подписан',
  unsubscribeInvalid: 'Ссылка для отписки недействительна',
  unsubscribed: 'Вы больше не будете получать эти письма',
  deletedAccount: 'Удалённый аккаунт',
  photo: 'Фото',
  mailSubject: 'Новое сообщение от {{sender}}: {{listing}}',
  mailSubjectDirect: 'Новое сообщение от {{sender}}',
  mailIntro: '{{sender}} написал(а) вам об объявлении «{{listing}}»:',
  mailIntroDirect: '{{sender}} написал(а) вам:',
  mailOpen: 'Открыть переписку',
  mailUnsubscribeMessages: 'Не присылать письма о новых сообщениях',
  mailUnsubscribeViewings: 'Не присылать письма о просмотрах',
  pushMessageTitle: 'Новое сообщение от {{sender}}',
  pushViewingTitle: 'Изменение по просмотру',
  pushViewingBody: '{{listing}}: заявка на просмотр изменилась',
  pushSearchTitle: 'Новые объявления: {{search}}',
  pushSearchBody: 'Новых объявлений по вашему поиску: {{count}}',
  pushPriceDropTitle: 'Цена снижена',
  pushPriceDropBody: 'Подешевело объявлений в избранном: {{count}}',
};

export const NOTICE_MESSAGES = { tr, en, ru } as const;

/** A message in a language (Turkish by default) with `{{param}}` filled in. */
export const noticeMessage = doubleBraceMessages(NOTICE_MESSAGES);
