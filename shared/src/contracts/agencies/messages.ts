// API messages of agents, agencies and import, in every language (the API answers in the request's language; import
// rows keep message codes and are translated when read, so a run's table follows the page language).

import { doubleBraceMessages } from '../../schemas/message-text';

const en = {
  agentNotFound: 'Agent not found',
  agencyNotFound: 'Agency not found',
  noPhone: 'No phone number is listed',
  notCorporate: 'Only corporate accounts can manage an agency',
  agencyExists: 'You already have an agency',
  noAgency: 'Create your agency first',
  notOwner: "Only the agency's owner can do this",
  memberNotFound: 'This person is not in your team',
  cannotRemoveOwner: "The agency's owner cannot be removed",
  alreadyInTeam: 'This person is already in an agency',
  invitationSent: 'Invitation sent to {{email}}',
  invitationInvalid: 'This invitation link is not valid',
  invitationExpired: 'This invitation has expired',
  invitationUsed: 'This invitation has already been accepted',
  invitationOtherEmail: 'This invitation was sent to another e-mail address: sign in with that one',
  invitationAccepted: 'You joined {{agency}}',
  invitationSubject: 'Join {{agency}} on {{site}}',
  invitationBody: '{{inviter}} invites you to join {{agency}} as an agent. Open this link to accept (valid for 7 days): {{link}}',
  agentDescription: '{{name}}, {{role}}: listings for sale and rent, languages spoken and contacts.',
  saved: 'Saved',
  removed: 'Removed',
  invalid: 'Please check this field',
  logoInvalid: 'The logo must be a JPEG, PNG, WebP, AVIF or HEIC image',
  logoTooLarge: 'The logo is too large',
  listingNotFound: 'Listing not found',
  listingForbidden: 'You may only change your own listings',
  importNotFound: 'Import not found',
  importFileMissing: 'Choose a file to import',
  importFileTooLarge: 'The file is too large',
  importFormatUnknown: 'The file is neither a Yandex.Realty XML feed nor a CSV file',
  importRunning: 'Another import is still running',
  feedNotFound: 'Feed not found',
  // whole-run failures
  xmlMalformed: 'The XML is malformed (line {{line}}): {{detail}}',
  xmlEntities: 'The XML declares entities in a DOCTYPE; such files are refused for safety',
  notYrl: 'This is not a Yandex.Realty feed (no <realty-feed> root)',
  csvMalformed: 'The CSV is malformed (line {{line}}): {{detail}}',
  csvHeader: 'The CSV header misses required columns: {{columns}}',
  fetchFailed: 'The feed could not be downloaded ({{detail}})',
  cancelled: 'The import was cancelled',
  interrupted: 'The import stopped before it finished',
  // row messages
  required: 'Required',
  invalidNumber: 'Not a valid number: {{value}}',
  unknownDealType: 'Unknown deal type: {{value}}',
  unknownPropertyType: 'Unknown property type: {{value}}',
  unknownRegion: 'Unknown province: {{value}}',
  unknownCity: 'Unknown district: {{value}}',
  unknownCurrency: 'Unknown currency: {{value}}',
  unknownRooms: 'Unknown number of rooms: {{value}}',
  duplicateId: 'The same id appears twice in the file',
  imageFailed: 'An image could not be used: {{value}}',
  unknownEnergyClass: 'Unknown energy class (A to G): {{value}}',
  invalidDate: 'Not a valid past date (YYYY-MM-DD or DD.MM.YYYY): {{value}}',
  unknownValue: 'Unknown value: {{value}}',
  invalidPropertyNumber: 'The property number (taşınmaz numarası) has 4 to 20 digits: {{value}}',
  propertyNumberMissing: 'No property number (taşınmaz numarası): sale and rent listings must carry it with the EİDS authorisation',
  eidsMissing: 'No EİDS authorisation number: the listing stays hidden until one is added',
  eidsPending: 'EİDS number recorded; verification pending',
  hiddenMissing: 'Not in the feed any more: hidden',
} as const;

export type AgencyMessageKey = keyof typeof en;

const tr: Record<AgencyMessageKey, string> = {
  agentNotFound: 'Danışman bulunamadı',
  agencyNotFound: 'Emlak ofisi bulunamadı',
  noPhone: 'Telefon numarası yok',
  notCorporate: 'Emlak ofisini yalnızca kurumsal hesaplar yönetebilir',
  agencyExists: 'Zaten bir emlak ofisiniz var',
  noAgency: 'Önce emlak ofisinizi oluşturun',
  notOwner: 'Bunu yalnızca ofisin sahibi yapabilir',
  memberNotFound: 'Bu kişi ekibinizde değil',
  cannotRemoveOwner: 'Ofisin sahibi çıkarılamaz',
  alreadyInTeam: 'Bu kişi zaten bir emlak ofisinde',
  invitationSent: 'Davet {{email}} adresine gönderildi',
  invitationInvalid: 'Bu davet bağlantısı geçerli değil',
  invitationExpired: 'Bu davetin süresi doldu',
  invitationUsed: 'Bu davet zaten kabul edildi',
  invitationOtherEmail: 'Bu davet başka bir e-posta adresine gönderildi: o adresle giriş yapın',
  invitationAccepted: '{{agency}} ekibine katıldınız',
  invitationSubject: '{{site}} üzerinde {{agency}} ekibine katılın',
  invitationBody: '{{inviter}} sizi {{agency}} ekibine danışman olarak davet ediyor. Kabul etmek için bağlantıyı açın (7 gün geçerli): {{link}}',
  agentDescription: '{{name}}, {{role}}: satılık ve kiralık ilanları, konuştuğu diller ve iletişim bilgileri.',
  saved: 'Kaydedildi',
  removed: 'Kaldırıldı',
  invalid: 'Lütfen bu alanı kontrol edin',
  logoInvalid: 'Logo JPEG, PNG, WebP, AVIF veya HEIC olmalı',
  logoTooLarge: 'Logo çok büyük',
  listingNotFound: 'İlan bulunamadı',
  listingForbidden: 'Yalnızca kendi ilanlarınızı değiştirebilirsiniz',
  importNotFound: 'İçe aktarma bulunamadı',
  importFileMissing: 'İçe aktarılacak dosyayı seçin',
  importFileTooLarge: 'Dosya çok büyük',
  importFormatUnknown: 'Dosya Yandex.Realty XML veya CSV değil',
  importRunning: 'Başka bir içe aktarma hâlâ sürüyor',
  feedNotFound: 'Besleme bulunamadı',
  xmlMalformed: 'XML hatalı (satır {{line}}): {{detail}}',
  xmlEntities: 'XML, DOCTYPE içinde varlık (entity) tanımlıyor; bu tür dosyalar güvenlik nedeniyle reddedilir',
  notYrl: 'Bu bir Yandex.Realty beslemesi değil (<realty-feed> kökü yok)',
  csvMalformed: 'CSV hatalı (satır {{line}}): {{detail}}',
  csvHeader: 'CSV başlığında zorunlu sütunlar eksik: {{columns}}',
  fetchFailed: 'Besleme indirilemedi ({{detail}})',
  cancelled: 'İçe aktarma iptal edildi',
  interrupted: 'İçe aktarma tamamlanmadan durdu',
  required: 'Zorunlu',
  invalidNumber: 'Geçerli bir sayı değil: {{value}}',
  unknownDealType: 'Bilinmeyen işlem türü: {{value}}',
  unknownPropertyType: 'Bilinmeyen emlak türü: {{value}}',
  unknownRegion: 'Bilinmeyen il: {{value}}',
  unknownCity: 'Bilinmeyen ilçe: {{value}}',
  unknownCurrency: 'Bilinmeyen para birimi: {{value}}',
  unknownRooms: 'Bilinmeyen oda sayısı: {{value}}',
  duplicateId: 'Aynı kimlik dosyada iki kez geçiyor',
  imageFailed: 'Bir fotoğraf kullanılamadı: {{value}}',
  unknownEnergyClass: 'Bilinmeyen enerji sınıfı (A ile G arası): {{value}}',
  invalidDate: 'Geçerli bir geçmiş tarih değil (YYYY-AA-GG veya GG.AA.YYYY): {{value}}',
  unknownValue: 'Bilinmeyen değer: {{value}}',
  invalidPropertyNumber: 'Taşınmaz numarası 4 ile 20 rakamdan oluşur: {{value}}',
  propertyNumberMissing: 'Taşınmaz numarası yok: satılık ve kiralık ilanlar EİDS yetkisiyle birlikte taşınmaz numarasını taşımalıdır',
  eidsMissing: 'EİDS yetki numarası yok: numara eklenene kadar ilan gizli kalır',
  eidsPending: 'EİDS numarası kaydedildi; doğrulama bekleniyor',
  hiddenMissing: 'Artık beslemede yok: gizlendi',
};

const ru: Record<AgencyMessageKey, string> = {
  agentNotFound: 'Агент не найден',
  agencyNotFound: 'Агентство не найдено',
  noPhone: 'Телефон не указан',
  notCorporate: 'Управлять агентством могут только корпоративные аккаунты',
  agencyExists: 'У вас уже есть агентство',
  noAgency: 'Сначала создайте агентство',
  notOwner: 'Это может сделать только владелец агентства',
  memberNotFound: 'Этого человека нет в вашей команде',
  cannotRemoveOwner: 'Владельца агентства нельзя удалить',
  alreadyInTeam: 'Этот человек уже состоит в агентстве',
  invitationSent: 'Приглашение отправлено на {{email}}',
  invitationInvalid: 'Ссылка-приглашение недействительна',
  invitationExpired: 'Срок действия приглашения истёк',
  invitationUsed: 'Приглашение уже принято',
  invitationOtherEmail: 'Приглашение отправлено на другой адрес: войдите с ним',
  invitationAccepted: 'Вы присоединились к {{agency}}',
  invitationSubject: 'Присоединяйтесь к {{agency}} на {{site}}',
  invitationBody: '{{inviter}} приглашает вас в {{agency}} агентом. Откройте ссылку, чтобы принять (действует 7 дней): {{link}}',
  agentDescription: '{{name}}, {{role}}: объявления о продаже и аренде, языки общения и контакты.',
  saved: 'Сохранено',
  removed: 'Удалено',
  invalid: 'Проверьте это поле',
  logoInvalid: 'Логотип должен быть в формате JPEG, PNG, WebP, AVIF или HEIC',
  logoTooLarge: 'Логотип слишком большой',
  listingNotFound: 'Объявление не найдено',
  listingForbidden: 'Можно изменять только свои объявления',
  importNotFound: 'Импорт не найден',
  importFileMissing: 'Выберите файл для импорта',
  importFileTooLarge: 'Файл слишком большой',
  importFormatUnknown: 'Файл не является фидом Яндекс.Недвижимости или CSV',
  importRunning: 'Другой импорт ещё выполняется',
  feedNotFound: 'Фид не найден',
  xmlMalformed: 'Ошибка в XML (строка {{line}}): {{detail}}',
  xmlEntities: 'XML объявляет сущности в DOCTYPE; такие файлы отклоняются из соображений безопасности',
  notYrl: 'Это не фид Яндекс.Недвижимости (нет корня <realty-feed>)',
  csvMalformed: 'Ошибка в CSV (строка {{line}}): {{detail}}',
  csvHeader: 'В заголовке CSV нет обязательных столбцов: {{columns}}',
  fetchFailed: 'Не удалось загрузить фид ({{detail}})',
  cancelled: 'Импорт отменён',
  interrupted: 'Импорт остановился, не завершившись',
  required: 'Обязательное поле',
  invalidNumber: 'Некорректное число: {{value}}',
  unknownDealType: 'Неизвестный тип сделки: {{value}}',
  unknownPropertyType: 'Неизвестный тип недвижимости: {{value}}',
  unknownRegion: 'Неизвестная провинция: {{value}}',
  unknownCity: 'Неизвестный район: {{value}}',
  unknownCurrency: 'Неизвестная валюта: {{value}}',
  unknownRooms: 'Неизвестное число комнат: {{value}}',
  duplicateId: 'Этот идентификатор встречается в файле дважды',
  imageFailed: 'Не удалось использовать фото: {{value}}',
  unknownEnergyClass: 'Неизвестный класс энергоэффективности (от A до G): {{value}}',
  invalidDate: 'Некорректная прошедшая дата (ГГГГ-ММ-ДД или ДД.ММ.ГГГГ): {{value}}',
  unknownValue: 'Неизвестное значение: {{value}}',
  invalidPropertyNumber: 'Номер объекта недвижимости (taşınmaz numarası) — от 4 до 20 цифр: {{value}}',
  propertyNumberMissing: 'Нет номера объекта недвижимости (taşınmaz numarası): объявления о продаже и аренде должны указывать его вместе с разрешением EİDS',
  eidsMissing: 'Нет номера разрешения EİDS: объявление скрыто, пока номер не добавлен',
  eidsPending: 'Номер EİDS записан; ожидает проверки',
  hiddenMissing: 'Больше нет в фиде: скрыто',
};

export const AGENCY_MESSAGES = { tr, en, ru } as const;

/** A message in a language with `{{param}}` filled in. */
export const agencyMessage = doubleBraceMessages(AGENCY_MESSAGES);

/**
 * Import rows keep codes, not text: `code` or `code|{"value":"x"}` (params as JSON). Translate one into a language.
 */
export function importMessage(code: string, lang: string | undefined): string {
  const bar = code.indexOf('|');
  const key = (bar === -1 ? code : code.slice(0, bar)) as AgencyMessageKey;
  if (!(key in en)) return code;
  let params: Record<string, string | number> = {};
  if (bar !== -1) {
    try {
      params = JSON.parse(code.slice(bar + 1)) as Record<string, string | number>;
    } catch {
      params = {};
    }
  }
  return agencyMessage(key, lang, params);
}

/** The stored code of a message with its parameters. */
export const messageCode = (key: AgencyMessageKey, params?: Record<string, string | number>): string =>
  params ? `${key}|${JSON.stringify(params)}` : key;
