import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_TIME_ZONE, useFilterStore, type Lang, pathTo } from '@realty/shared';
import { GatedLink } from '../header/GatedLink';
import { footerMenu } from '../header/menu';
import { MenuItems } from '../header/MenuItems';
import styles from './Footer.module.css';

let yearFormat: Intl.DateTimeFormat | undefined;
/**
 * The current year on the site's clock: the server and the browser agree on it (no hydration mismatch at New Year).
 * One formatter for the process or page: building an Intl formatter costs far more than using one.
 */
const currentYear = (): string => (yearFormat ??= new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: SITE_TIME_ZONE })).format(new Date());

/**
 * Footer menu of PRODUCT.md §2, the saved-searches entry (gated: the target is followed after sign-in), copyright.
 * Memoized: the layout renders again on every navigation (a filter change included), the footer only for a new language.
 */
export const Footer = memo(function Footer({ lang }: { lang: Lang }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const filter = useFilterStore();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.menu}>
            <MenuItems items={footerMenu(lang)} onNavigate={() => filter.reset('footer')} linkClassName={styles.link} />
            <li>
              <GatedLink className={styles.link} to={pathTo(lang, 'profileSearch')} testId="footer-searches">
                {t('footer.search')}
              </GatedLink>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>{t('footer.copyright', { siteName: tc('siteName'), year: currentYear() })}</p>
      </div>
    </footer>
  );
});
