// "Premium" and "Top" badges of a listing with a running paid promotion (the highlight shows as the card's frame).
import { useCommonT } from '@realty/shared';
import type { PromotionKind } from '../catalog/constants';
import styles from './PromotionBadges.module.css';

export function PromotionBadges({ kinds }: { kinds: readonly PromotionKind[] | undefined }) {
  const t = useCommonT();
  const shown = (kinds ?? []).filter((kind) => kind === 'premium' || kind === 'top');
  if (!shown.length) return null;
  return (
    <span className={styles.badges} data-testid="promotion-badges">
      {shown.map((kind) =>
        kind === 'premium' ? (
          <span key={kind} className={`${styles.badge} ${styles.premium}`} title={t('promotion.premiumTitle')} data-testid="badge-premium">
            {t('promotion.premium')}
          </span>
        ) : (
          <span key={kind} className={`${styles.badge} ${styles.top}`} title={t('promotion.topTitle')} data-testid="badge-top">
            {t('promotion.top')}
          </span>
        ),
      )}
    </span>
  );
}
