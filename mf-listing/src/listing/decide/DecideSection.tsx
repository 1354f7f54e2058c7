import { useTranslation } from 'react-i18next';
import type { Lang, ListingDetail } from '@realty/shared';
import { BuildingCode } from './BuildingCode';
import { hasOwnerFacts } from './OwnerFacts';
import { ForeignBuyer } from './ForeignBuyer';
import { MarketFacts } from './MarketFacts';
import { MortgageEstimate } from './MortgageEstimate';
import { PurchaseCosts } from './PurchaseCosts';
import { SameProperty } from './SameProperty';
import { DECIDE_NS } from './register';

export { focusIn, restoreFocus } from './focusPlace';
import styles from './Decide.module.css';
import listingStyles from '../Listing.module.css';

export interface DecideSectionProps {
  lang: Lang;
  /** Values typed into the server-rendered fields before the code came (by `data-field`). */
  typed?: Record<string, string>;
  listing: Pick<
    ListingDetail,
    | 'id'
    | 'seismic'
    | 'purchase_costs'
    | 'mortgage'
    | 'foreign_buyer'
    | 'price'
    | 'characteristics'
    | 'price_per_m2'
    | 'district_median_per_m2'
    | 'comparables'
    | 'days_on_market'
    | 'listed_since'
    | 'deal_type'
    | 'building'
    | 'energy_class'
    | 'same_property'
  >;
}

/** Facts to decide on the home (issue 29), each with its rule and source; nothing when the listing has none. */
export default function DecideSection({ lang, listing, typed }: DecideSectionProps) {
  const { t } = useTranslation(DECIDE_NS);
  const { seismic, purchase_costs: costs, mortgage, foreign_buyer: foreign } = listing;
  const market = listing.district_median_per_m2 != null || listing.days_on_market !== undefined;
  const stated = hasOwnerFacts(listing.building, listing.energy_class);
  const others = listing.same_property ?? [];
  if (!seismic && !stated && !costs && !mortgage && !foreign && !market && !others.length) return null;
  return (
    <section className={styles.section} aria-labelledby="listing-decide" data-testid="decide">
      <h2 id="listing-decide" className={listingStyles.sectionTitle}>{t('title')}</h2>
      <div className={styles.grid}>
        {others.length ? <SameProperty lang={lang} cards={others} /> : null}
        {market ? <MarketFacts lang={lang} listing={listing} /> : null}
        {seismic || stated ? (
          <BuildingCode lang={lang} seismic={seismic} yearBuilt={listing.characteristics.year_built} building={listing.building} energyClass={listing.energy_class} />
        ) : null}
        {mortgage ? <MortgageEstimate lang={lang} mortgage={mortgage} prices={listing.price.prices} typed={typed} /> : null}
        {costs ? <PurchaseCosts lang={lang} costs={costs} price={listing.price.amount} /> : null}
        {foreign ? <ForeignBuyer lang={lang} flags={foreign} /> : null}
      </div>
    </section>
  );
}
