import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber, primitives, type HomePageData, type Lang } from '@realty/shared';
import styles from './Home.module.css';

/** Busy provinces and districts per deal type, with their counts (links into the catalogue). */
export function UsefulLinks({ lang, blocks }: { lang: Lang; blocks: HomePageData['useful_links'] }) {
  const { t } = useTranslation('catalog');
  const shown = blocks.filter((block) => block.links.length > 0);
  if (!shown.length) return null;
  return (
    <section className={styles.section} aria-labelledby="home-links">
      <h2 id="home-links">{t('home.usefulLinks')}</h2>
      <div className={styles.linkBlocks}>
        {shown.map((block) => (
          <div key={block.dealType}>
            <h3 className={styles.blockTitle}>{block.title}</h3>
            <ul className={`${primitives.bare} ${styles.links}`}>
              {block.links.map((link) => (
                <li key={link.url}>
                  <Link to={link.url}>{link.title}</Link> <span className={primitives.note}>{formatNumber(link.count, lang)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
