// The EİDS badge (Turkish law since 2026: sale and rent listings carry the Ministry of Trade's authorisation). Only a
// verified authorisation shows a badge; other states render nothing.
import { useCommonT } from '@realty/shared';
import type { EidsStatus } from '../schemas/catalog';
import styles from './EidsBadge.module.css';

export function EidsBadge({ status }: { status: EidsStatus | undefined }) {
  const t = useCommonT();
  if (status !== 'verified') return null;
  return (
    <span className={styles.badge} title={t('eids.title')} data-testid="eids-badge">
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" focusable="false">
        <path d="M6.5 11.2 3.3 8l1.1-1.1 2.1 2.1 5.1-5.1L12.7 5z" fill="currentColor" />
      </svg>
      {t('eids.verified')}
    </span>
  );
}
