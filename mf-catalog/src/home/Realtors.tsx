import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, pathTo, primitives, type HomePageData, type Lang } from '@realty/shared';
import { CardAgency, CardPicture } from '../agents/CardPicture';
import styles from './Home.module.css';

/** PRODUCT.md §4: on narrow screens realtor lists show the first 6 until more is requested. */
export const NARROW_REALTORS = 6;

export function Realtors({ lang, realtors }: { lang: Lang; realtors: HomePageData['realtors'] }) {
  const { t } = useTranslation('catalog');
  const [expanded, setExpanded] = useState(false);
  if (!realtors.length) return null;
  return (
    <section className={styles.section} aria-labelledby="home-realtors">
      <div className={styles.sectionHead}>
        <h2 id="home-realtors">{t('home.realtors')}</h2>
        <Link to={pathTo(lang, 'agents')}>{t('home.allRealtors')}</Link>
      </div>
      <ul className={`${primitives.bare} ${styles.realtors} ${expanded ? styles.expanded : ''}`} data-testid="home-realtors">
        {realtors.map((realtor, index) => (
          <li key={realtor.id} className={index >= NARROW_REALTORS ? styles.extra : undefined}>
            <Link to={realtor.url} className={`${primitives.frame} ${styles.realtor}`}>
              <CardPicture src={realtor.photo} name={realtor.name} size={64} className={styles.realtorPhoto} initialClassName={styles.realtorInitials} />
              <span className={styles.realtorText}>
                <strong>{realtor.name}</strong>
                {realtor.post ? <span>{realtor.post}</span> : null}
                {realtor.agency ? <CardAgency agency={realtor.agency} className={styles.agency} /> : null}
                {realtor.agency?.licence ? <span className={primitives.muted}>{t('home.licence', { licence: realtor.agency.licence })}</span> : null}
                <span className={primitives.muted}>{t('home.realtorListings', { count: realtor.listings })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {!expanded && realtors.length > NARROW_REALTORS ? (
        <p className={styles.moreNarrow}>
          <Button variant="secondary" onClick={() => setExpanded(true)}>
            {t('home.moreRealtors')}
          </Button>
        </p>
      ) : null}
    </section>
  );
}
