import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFilterStore, type Lang } from '@realty/shared';
import { footerMenu } from '../header/menu';
import styles from './Footer.module.css';

export function Footer({ lang }: { lang: Lang }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const filter = useFilterStore();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.menu}>
            {footerMenu(lang).map((item) => (
              <li key={item.key}>
                {item.external ? (
                  <a className={styles.link} href={item.path} target="_blank" rel="noopener noreferrer">
                    {t(item.key)}
                  </a>
                ) : (
                  <Link className={styles.link} to={item.path} onClick={() => filter.reset('footer')}>
                    {t(item.key)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>{t('footer.copyright', { siteName: tc('siteName') })}</p>
      </div>
    </footer>
  );
}
