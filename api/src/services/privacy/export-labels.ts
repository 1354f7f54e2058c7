// Texts of the readable personal data file (services/privacy/export-html.ts) in tr, en and ru: the sections and the
// fields. A field without a label here is shown by its JSON name (the same name as in the JSON file).
import type { Lang } from '@realty/shared/routes';
import type { ExportSection } from './export';

type Three = readonly [tr: string, en: string, ru: string];
const IDX: Record<Lang, 0 | 1 | 2> = { tr: 0, en: 1, ru: 2 };

const PAGE: Record<'title' | 'intro' | 'generated' | 'empty' | 'yes' | 'no' | 'item', Three> = {
  title: ['Kişisel verileriniz', 'Your personal data', 'Ваши персональные данные'],
  intro: [
    'Bu dosya, 6698 sayılı KVKK’nın 11. maddesi uyarınca sitede hesabınızla ilgili tutulan tüm kişisel verileri içerir. Aynı veriler, makinece okunabilir biçimde JSON dosyasında da vardır. Parolanız ve oturum bağlantılarının gizli anahtarları güvenlik nedeniyle dosyaya eklenmez.',
    'This file holds all personal data the site keeps about your account, as Article 11 of the Turkish Personal Data Protection Law (KVKK) entitles you to. The same data is in the JSON file in a machine-readable form. Your password and the secret keys of sessions and links are left out for security.',
    'В этом файле собраны все персональные данные, которые сайт хранит о вашей учётной записи, по статье 11 закона Турции о защите персональных данных (KVKK). Те же данные в машиночитаемом виде есть в файле JSON. Пароль и секретные ключи сеансов и ссылок не включены из соображений безопасности.',
  ],
  generated: ['Oluşturulma zamanı', 'Generated at', 'Сформирован'],
  empty: ['Kayıt yok', 'Nothing recorded', 'Записей нет'],
  yes: ['Evet', 'Yes', 'Да'],
  no: ['Hayır', 'No', 'Нет'],
  item: ['Kayıt', 'Entry', 'Запись'],
};

const SECTIONS: Record<ExportSection, Three> = {
  account: ['Hesap', 'Account', 'Учётная запись'],
  consents: ['İzinler ve e-posta bildirimleri', 'Consents and e-mail alerts', 'Согласия и уведомления по e-mail'],
  sessions: ['Oturumlar', 'Sessions', 'Сеансы'],
  password_resets: ['Parola sıfırlama istekleri', 'Password reset requests', 'Запросы на сброс пароля'],
  email_changes: ['E-posta değişiklikleri', 'E-mail changes', 'Смены e-mail'],
  agency: ['Ajansınız', 'Your agency', 'Ваше агентство'],
  agency_membership: ['Ajans üyeliği', 'Agency membership', 'Членство в агентстве'],
  agency_invitations: ['Size gelen ekip davetleri', 'Team invitations to you', 'Приглашения в команду'],
  listings: ['İlanlarınız', 'Your listings', 'Ваши объявления'],
  listing_drafts: ['İlan taslakları', 'Listing drafts', 'Черновики объявлений'],
  photo_uploads: ['İşlenmekte olan fotoğraflar', 'Photos being processed', 'Фото в обработке'],
  favorites: ['Favoriler', 'Favourites', 'Избранное'],
  saved_searches: ['Kayıtlı aramalar ve bildirimler', 'Saved searches and alerts', 'Сохранённые поиски и уведомления'],
  favorite_alerts_sent: ['Gönderilen fiyat düşüşü bildirimleri', 'Price drop alerts sent', 'Отправленные уведомления о снижении цены'],
  contact_messages_sent: ['Gönderdiğiniz mesajlar', 'Messages you sent', 'Отправленные вами сообщения'],
  contact_messages_received: ['İlanlarınıza gelen mesajlar', 'Messages about your listings', 'Сообщения по вашим объявлениям'],
  listing_reports: ['İlan şikâyetleriniz', 'Listings you reported', 'Ваши жалобы на объявления'],
  invoices: ['Faturalar', 'Invoices', 'Счета'],
  imports: ['İçe aktarmalar', 'Imports', 'Импорты'],
  import_feeds: ['İçe aktarma beslemeleri', 'Import feeds', 'Фиды импорта'],
  blog_posts: ['Yazılarınız', 'Your articles', 'Ваши статьи'],
  audit_log: ['Yönetim kayıtları', 'Back-office records', 'Записи администрирования'],
};

const FIELDS: Record<string, Three> = {
  id: ['No', 'ID', 'ID'],
  name: ['Ad', 'Name', 'Имя'],
  lastname: ['Soyad', 'Last name', 'Фамилия'],
  email: ['E-posta', 'E-mail', 'E-mail'],
  new_email: ['Yeni e-posta', 'New e-mail', 'Новый e-mail'],
  phone: ['Telefon', 'Phone', 'Телефон'],
  phones: ['Telefonlar', 'Phones', 'Телефоны'],
  photo: ['Fotoğraf', 'Photo', 'Фото'],
  photos: ['Fotoğraflar', 'Photos', 'Фотографии'],
  urls: ['Adresler', 'Addresses', 'Адреса'],
  org_type: ['Hesap türü', 'Account type', 'Тип аккаунта'],
  locale: ['Dil', 'Language', 'Язык'],
  lang: ['Dil', 'Language', 'Язык'],
  role: ['Rol', 'Role', 'Роль'],
  blocked_at: ['Engellenme', 'Blocked at', 'Заблокирован'],
  favorite_alerts: ['Fiyat düşüşü e-postaları', 'Price drop e-mails', 'Письма о снижении цены'],
  saved_search_alerts: ['Arama bildirimleri', 'Search alerts', 'Уведомления о поиске'],
  deleted_at: ['Silinme', 'Deleted at', 'Удалено'],
  created_at: ['Oluşturulma', 'Created', 'Создано'],
  updated_at: ['Güncellenme', 'Updated', 'Обновлено'],
  expires_at: ['Geçerlilik sonu', 'Expires', 'Действует до'],
  last_seen_at: ['Son kullanım', 'Last used', 'Последнее использование'],
  used_at: ['Kullanılma', 'Used', 'Использовано'],
  user_agent: ['Tarayıcı', 'Browser', 'Браузер'],
  ip: ['IP adresi', 'IP address', 'IP-адрес'],
  user_id: ['Kullanıcı no', 'User ID', 'ID пользователя'],
  agency_id: ['Ajans no', 'Agency ID', 'ID агентства'],
  agency_name: ['Ajans', 'Agency', 'Агентство'],
  post: ['Görev', 'Position', 'Должность'],
  licence: ['Yetki belgesi', 'Licence', 'Лицензия'],
  languages: ['Diller', 'Languages', 'Языки'],
  accepted_at: ['Kabul', 'Accepted', 'Принято'],
  listing_id: ['İlan no', 'Listing ID', 'ID объявления'],
  title: ['Başlık', 'Title', 'Заголовок'],
  description: ['Açıklama', 'Description', 'Описание'],
  translations: ['Metinler', 'Texts', 'Тексты'],
  price_history: ['Fiyat geçmişi', 'Price history', 'История цены'],
  deal_type: ['İşlem', 'Deal', 'Сделка'],
  status: ['Durum', 'Status', 'Статус'],
  address: ['Adres', 'Address', 'Адрес'],
  price: ['Fiyat', 'Price', 'Цена'],
  currency: ['Para birimi', 'Currency', 'Валюта'],
  area: ['Alan (m²)', 'Area (m²)', 'Площадь (м²)'],
  rooms: ['Oda', 'Rooms', 'Комнаты'],
  contact_name: ['İletişim adı', 'Contact name', 'Контактное имя'],
  views: ['Görüntülenme', 'Views', 'Просмотры'],
  published_at: ['Yayın', 'Published', 'Опубликовано'],
  changed_at: ['Değişiklik', 'Changed', 'Изменено'],
  position: ['Sıra', 'Position', 'Порядок'],
  filter: ['Filtre', 'Filter', 'Фильтр'],
  url: ['Adres', 'Address', 'Адрес'],
  alert: ['Bildirim', 'Alert', 'Уведомление'],
  alerts_sent: ['Gönderilen ilanlar', 'Listings mailed', 'Отправленные объявления'],
  sent_at: ['Gönderilme', 'Sent', 'Отправлено'],
  reason: ['Neden', 'Reason', 'Причина'],
  comment: ['Yorum', 'Comment', 'Комментарий'],
  message: ['Mesaj', 'Message', 'Сообщение'],
  number: ['Numara', 'Number', 'Номер'],
  total: ['Toplam', 'Total', 'Итого'],
  items: ['Kalemler', 'Items', 'Позиции'],
  action: ['İşlem', 'Action', 'Действие'],
  at: ['Zaman', 'Time', 'Время'],
  entity_type: ['Kayıt türü', 'Record type', 'Тип записи'],
  entity_id: ['Kayıt no', 'Record ID', 'ID записи'],
  before: ['Önce', 'Before', 'До'],
  after: ['Sonra', 'After', 'После'],
  by_you: ['Sizin işleminiz', 'Your action', 'Ваше действие'],
};

export interface ExportTexts {
  page: (key: keyof typeof PAGE) => string;
  section: (key: ExportSection) => string;
  field: (key: string) => string;
}

export function exportTexts(lang: Lang): ExportTexts {
  const i = IDX[lang];
  return {
    page: (key) => PAGE[key][i],
    section: (key) => SECTIONS[key][i],
    field: (key) => FIELDS[key]?.[i] ?? key,
  };
}
