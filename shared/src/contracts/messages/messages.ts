// The messages domain's texts in tr, en and ru: the conversations api's replies (routes/api/conversations, 4xx
// messages through the api's MessageFamily) and what mf-profile shows beside a thread. Keys are static.
import { fillPlaceholders, messageLang } from '../../schemas/message-text';
import { MESSAGE_PHOTOS_MAX, MESSAGE_TEXT_MAX } from './schemas';

export type MessagesLang = 'tr' | 'en' | 'ru';

export const MESSAGES_MESSAGES = {
  en: {
    textRequired: 'Write a message.',
    textTooLong: `The message may not be longer than ${MESSAGE_TEXT_MAX} characters.`,
    photosTooMany: `A message can have up to ${MESSAGE_PHOTOS_MAX} photos.`,
    photoUnknown: 'One of the photos was not found. Upload it again.',
    reasonInvalid: 'Choose a reason.',
    targetRequired: 'Choose either a listing or an agent.',
    notYourself: 'You cannot write to yourself.',
    listingNotFound: 'Listing not found.',
    agentNotFound: 'Agent not found.',
    conversationNotFound: 'Conversation not found.',
    blocked: 'This user does not accept your messages.',
    youBlocked: 'You blocked this user. Unblock them to write.',
    tooManyMessages: 'You are sending messages too fast. Try again in {seconds} seconds.',
    tooManyThreads: 'You have started too many conversations. Try again in {seconds} seconds.',
    listingBusy: 'This listing has received too many new messages today. Try again later.',
    userBlocked: 'User blocked.',
    userUnblocked: 'User unblocked.',
    reportSent: 'Thank you. Our moderators will look at your report.',
    reportNotFound: 'Report not found.',
    reportResolved: 'Report resolved.',
    deletedAccount: 'Deleted account',
    photoRequired: 'Choose a photo to upload.',
    photoInvalid: 'The photo must be a JPEG, PNG, WebP, AVIF or HEIC image.',
    photoTooLarge: 'The photo is too large (up to 20 MB and 50 megapixels).',
  },
  tr: {
    textRequired: 'Bir mesaj yazın.',
    textTooLong: `Mesaj en fazla ${MESSAGE_TEXT_MAX} karakter olabilir.`,
    photosTooMany: `Bir mesajda en fazla ${MESSAGE_PHOTOS_MAX} fotoğraf olabilir.`,
    photoUnknown: 'Fotoğraflardan biri bulunamadı. Lütfen yeniden yükleyin.',
    reasonInvalid: 'Bir neden seçin.',
    targetRequired: 'Bir ilan ya da bir danışman seçin.',
    notYourself: 'Kendinize mesaj yazamazsınız.',
    listingNotFound: 'İlan bulunamadı.',
    agentNotFound: 'Danışman bulunamadı.',
    conversationNotFound: 'Konuşma bulunamadı.',
    blocked: 'Bu kullanıcı mesajlarınızı kabul etmiyor.',
    youBlocked: 'Bu kullanıcıyı engellediniz. Yazmak için engeli kaldırın.',
    tooManyMessages: 'Çok hızlı mesaj gönderiyorsunuz. {seconds} saniye sonra tekrar deneyin.',
    tooManyThreads: 'Çok fazla yeni konuşma başlattınız. {seconds} saniye sonra tekrar deneyin.',
    listingBusy: 'Bu ilan bugün çok fazla yeni mesaj aldı. Daha sonra tekrar deneyin.',
    userBlocked: 'Kullanıcı engellendi.',
    userUnblocked: 'Kullanıcının engeli kaldırıldı.',
    reportSent: 'Teşekkürler. Moderatörlerimiz bildiriminizi inceleyecek.',
    reportNotFound: 'Bildirim bulunamadı.',
    reportResolved: 'Bildirim sonuçlandırıldı.',
    deletedAccount: 'Silinmiş hesap',
    photoRequired: 'Yüklenecek bir fotoğraf seçin.',
    photoInvalid: 'Fotoğraf JPEG, PNG, WebP, AVIF veya HEIC olmalıdır.',
    photoTooLarge: 'Fotoğraf çok büyük (en fazla 20 MB ve 50 megapiksel).',
  },
  ru: {
    textRequired: 'Напишите сообщение.',
    textTooLong: `Сообщение не может быть длиннее ${MESSAGE_TEXT_MAX} символов.`,
    photosTooMany: `В сообщении может быть не больше ${MESSAGE_PHOTOS_MAX} фото.`,
    photoUnknown: 'Одно из фото не найдено. Загрузите его ещё раз.',
    reasonInvalid: 'Выберите причину.',
    targetRequired: 'Выберите объявление или агента.',
    notYourself: 'Нельзя написать самому себе.',
    listingNotFound: 'Объявление не найдено.',
    agentNotFound: 'Агент не найден.',
    conversationNotFound: 'Переписка не найдена.',
    blocked: 'Этот пользователь не принимает ваши сообщения.',
    youBlocked: 'Вы заблокировали этого пользователя. Разблокируйте, чтобы написать.',
    tooManyMessages: 'Вы отправляете сообщения слишком часто. Повторите через {seconds} с.',
    tooManyThreads: 'Вы начали слишком много переписок. Повторите через {seconds} с.',
    listingBusy: 'Это объявление сегодня получило слишком много новых сообщений. Попробуйте позже.',
    userBlocked: 'Пользователь заблокирован.',
    userUnblocked: 'Пользователь разблокирован.',
    reportSent: 'Спасибо. Модераторы рассмотрят вашу жалобу.',
    reportNotFound: 'Жалоба не найдена.',
    reportResolved: 'Жалоба закрыта.',
    deletedAccount: 'Удалённый аккаунт',
    photoRequired: 'Выберите фото для загрузки.',
    photoInvalid: 'Фото должно быть в формате JPEG, PNG, WebP, AVIF или HEIC.',
    photoTooLarge: 'Фото слишком большое (до 20 МБ и 50 мегапикселей).',
  },
} as const satisfies Record<MessagesLang, Record<string, string>>;
export type MessagesMessageKey = keyof (typeof MESSAGES_MESSAGES)['en'];

/** A message of the domain in `lang` (English for any other), `{name}` placeholders filled. */
export function messagesMessage(key: MessagesMessageKey, lang?: string, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(MESSAGES_MESSAGES[messageLang(lang)][key], params);
}

export const isMessagesMessageKey = (value: string): value is MessagesMessageKey => Object.hasOwn(MESSAGES_MESSAGES.en, value);
