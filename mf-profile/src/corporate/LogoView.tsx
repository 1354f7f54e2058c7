import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getApiClient, primitives } from '@realty/shared';
import { Status } from './Status';
import { useAction } from './useAction';
import styles from './Corporate.module.css';
import { uploadAgencyLogo } from '@realty/shared/contracts/agencies';

/** The agency's logo: any photo format; the server re-encodes it (sharp) to WebP. */
export function LogoView({ logo }: { logo: string | null }) {
  const { t } = useTranslation('profile');
  const [url, setUrl] = useState(logo);
  const { state, run } = useAction(t('corporate.failed'));
  return (
    <section className={`${primitives.panel} ${styles.panel}`} aria-labelledby="agency-logo">
      <h2 id="agency-logo">{t('corporate.logo')}</h2>
      <div className={styles.logoRow}>
        {url ? <img src={url} alt={t('corporate.logo')} width={96} height={96} className={styles.logo} /> : <p className={primitives.note}>{t('corporate.noLogo')}</p>}
        <label className={styles.fileLabel}>
          {t('corporate.chooseLogo')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
            disabled={state.busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void run(() => uploadAgencyLogo(getApiClient(), file), (reply) => setUrl(reply.data.logo));
            }}
          />
        </label>
      </div>
      <Status state={state} />
    </section>
  );
}
