import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, type PageProps } from '@realty/shared';
import { PageLoading } from '../../layout/PageLoading';
import { loadStaticContent, type StaticSection } from './content';
import { FeesList } from './FeesList';
import { PartnersExtras } from './PartnersExtras';
import styles from './StaticPage.module.css';

import type { StaticPageId } from './pages';

/** Each page's texts in the static content bundle (content/*.json, under `static` in the 'shell' namespace). */
const KEYS: Record<StaticPageId, { lead: string; sections: string }> = {
  about: { lead: 'static.about.lead', sections: 'static.about.sections' },
  fees: { lead: 'static.fees.lead', sections: 'static.fees.sections' },
  foreignBuyers: { lead: 'static.foreignBuyers.lead', sections: 'static.foreignBuyers.sections' },
  partners: { lead: 'static.partners.lead', sections: 'static.partners.sections' },
  privacyPolicy: { lead: 'static.privacyPolicy.lead', sections: 'static.privacyPolicy.sections' },
  refundPolicy: { lead: 'static.refundPolicy.lead', sections: 'static.refundPolicy.sections' },
  termsOfService: { lead: 'static.termsOfService.lead', sections: 'static.termsOfService.sections' },
};

function Sections({ id }: { id: StaticPageId }) {
  const { t } = useTranslation('shell');
  const sections = t(KEYS[id].sections, { returnObjects: true, defaultValue: [] }) as StaticSection[];
  if (!Array.isArray(sections)) return null;
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} className={styles.section}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  );
}

function Content({ id, lang }: { id: StaticPageId; lang: PageProps['lang'] }) {
  const { t, i18n } = useTranslation('shell');
  use(loadStaticContent(i18n, lang));
  const legal = id === 'privacyPolicy' || id === 'refundPolicy' || id === 'termsOfService';
  return (
    <div className={styles.page} data-testid={`static-${id}`}>
      <p className={styles.lead}>{t(KEYS[id].lead)}</p>
      {id === 'fees' ? <FeesList lang={lang} /> : null}
      {id === 'partners' ? <PartnersExtras lang={lang} /> : null}
      <Sections id={id} />
      {legal ? <p className={styles.updated}>{t('static.updated')}</p> : null}
    </div>
  );
}

/** About, fees, partners and the policies: heading, breadcrumbs and real content in the page's language. */
export function StaticPage({ lang, route }: PageProps & { route: PageProps['route'] & { page: StaticPageId } }) {
  return (
    <PageFrame lang={lang} route={route}>
      <Suspense fallback={<PageLoading />}>
        <Content id={route.page} lang={lang} />
      </Suspense>
    </PageFrame>
  );
}
