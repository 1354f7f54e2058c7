import { useTranslation } from 'react-i18next';

/** Names of working languages; an unknown code is shown as is. */
const LANGUAGE_KEYS: Record<string, string> = {
  tr: 'languages.tr',
  en: 'languages.en',
  ru: 'languages.ru',
  de: 'languages.de',
  uk: 'languages.uk',
  ar: 'languages.ar',
  fa: 'languages.fa',
  fr: 'languages.fr',
};

export function useLanguageName(): (code: string) => string {
  const { t } = useTranslation('catalog');
  return (code) => {
    const key = LANGUAGE_KEYS[code];
    return key ? t(key) : code;
  };
}

export function LanguageList({ codes }: { codes: readonly string[] }) {
  const name = useLanguageName();
  return <>{codes.map(name).join(', ')}</>;
}
