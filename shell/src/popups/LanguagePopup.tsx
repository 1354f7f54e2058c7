import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LANGS, LOCALE_COOKIE, languageTarget, primitives, useRootStore, writeCookie, type Lang } from '@realty/shared';
import { Dialog } from '@realty/shared/dialog';
import styles from './Popups.module.css';

/** Native names: each language is shown in itself. */
export const LANGUAGE_NAMES: Record<Lang, string> = { tr: 'Türkçe', en: 'English', ru: 'Русский' };

/**
 * The same page in each locale (path and query kept; a page that exists only in some languages, such as a journal
 * post, names its translations in its head); choosing one remembers it in i18n_redirected for 365 days.
 */
export const LanguagePopup = observer(function LanguagePopup() {
  const { t } = useTranslation('shell');
  const { ui, locale } = useRootStore();
  const { pathname, search, hash } = useLocation();
  return (
    <Dialog title={t('popup.language')} onClose={() => ui.closePopup('languages')} size="small" testId="language-popup">
      <ul className={`${primitives.bare} ${styles.options}`}>
        {LANGS.map((lang) => (
          <li key={lang}>
            <Link
              className={`${primitives.frame} ${styles.option} ${lang === locale.lang ? styles.current : ''}`}
              to={languageTarget(lang, pathname, search, hash, ui.pageHead)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === locale.lang ? 'true' : undefined}
              onClick={() => {
                writeCookie(LOCALE_COOKIE, lang);
                ui.closePopup('languages');
              }}
            >
              <span className={styles.code}>{lang.toUpperCase()}</span> {LANGUAGE_NAMES[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
});
