import { useState, type ComponentType } from 'react';
import { createPromiseCache, useCommonT } from '@realty/shared';
import styles from './ListingCard.module.css';
import type { CardSwiperProps } from './CardSwiper';
import { CARD_PHOTO, PhotoLink } from './CardPhoto';

const swiper = createPromiseCache<ComponentType<CardSwiperProps>>();
const loadSwiper = () => swiper.get('card', async () => (await import('./CardSwiper')).CardSwiper);

export interface CardGalleryProps {
  photos: readonly string[];
  count: number;
  alt: string;
  /** Where a click on a photo goes (the listing); the title link is the one keyboard users reach. */
  href?: string;
  /** The first cards of a page: load the first photo at once (it may be the largest paint). */
  priority?: boolean;
}

/**
 * A card's photos. It paints as one sized image with arrows and the photo count; the first touch, hover or arrow
 * click loads Swiper (PRODUCT.md §9: card galleries loop at 1000 ms), so a page of cards costs no gallery script
 * until someone browses one. Without photos: a neat placeholder.
 */
export function CardGallery({ photos, count, alt, href, priority = false }: CardGalleryProps) {
  const t = useCommonT();
  const [index, setIndex] = useState(0);
  const [Swiper, setSwiper] = useState<ComponentType<CardSwiperProps> | null>(null);
  const enhance = () => {
    if (!Swiper && photos.length > 1) void loadSwiper().then((component) => setSwiper(() => component), () => undefined);
  };
  const step = (delta: number) => {
    enhance();
    setIndex((i) => (i + delta + photos.length) % photos.length);
  };

  if (!photos.length) {
    return (
      <div className={`${styles.gallery} ${styles.noPhoto}`} role="img" aria-label={t('card.noPhoto')}>
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
          <path d="M6 40V20L24 6l18 14v20H30V28H18v12z" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        </svg>
      </div>
    );
  }
  const counter = (
    <span className={styles.count} aria-hidden="true">
      {t('card.photos', { count })}
    </span>
  );
  if (Swiper) {
    return (
      <div className={styles.gallery}>
        <Swiper photos={photos} alt={alt} href={href} initialIndex={index} />
        {counter}
      </div>
    );
  }
  return (
    <div className={styles.gallery} onPointerEnter={enhance} onTouchStart={enhance} onFocus={enhance}>
      <PhotoLink href={href}>
        <img
          className={styles.photo}
          src={photos[index]}
          alt={photos.length > 1 ? `${alt} — ${t('card.photoOf', { n: index + 1, count: photos.length })}` : alt}
          width={CARD_PHOTO.width}
          height={CARD_PHOTO.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      </PhotoLink>
      {photos.length > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t('card.prev')} onClick={() => step(-1)}>
            ‹
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('card.next')} onClick={() => step(1)}>
            ›
          </button>
        </>
      ) : null}
      {counter}
    </div>
  );
}
