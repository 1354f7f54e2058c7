// Loaded on the first interaction with a card gallery (CardGallery): Swiper with PRODUCT.md §9's card settings.
import { useCommonT } from '@realty/shared';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide, useSwiper } from 'swiper/react';
import 'swiper/css';
import { CARD_PHOTO, PhotoLink } from './CardPhoto';
import styles from './ListingCard.module.css';

export interface CardSwiperProps {
  photos: readonly string[];
  alt: string;
  href?: string | undefined;
  initialIndex: number;
}

/** PRODUCT.md §9: card galleries loop at 1000 ms speed. */
export const CARD_SWIPER = { loop: true, speed: 1000 } as const;

export function CardSwiper({ photos, alt, href, initialIndex }: CardSwiperProps) {
  const t = useCommonT();
  return (
    <Swiper
      className={styles.swiper}
      modules={[A11y]}
      {...CARD_SWIPER}
      initialSlide={initialIndex}
      a11y={{ prevSlideMessage: t('card.prev'), nextSlideMessage: t('card.next') }}
    >
      {photos.map((src, i) => (
        <SwiperSlide key={src}>
          <PhotoLink href={href}>
          <img
            className={styles.photo}
            src={src}
            alt={`${alt} — ${t('card.photoOf', { n: i + 1, count: photos.length })}`}
            width={CARD_PHOTO.width}
            height={CARD_PHOTO.height}
            loading={i === initialIndex ? 'eager' : 'lazy'}
            decoding="async"
          />
          </PhotoLink>
        </SwiperSlide>
      ))}
      <SwiperArrows />
    </Swiper>
  );
}

/** The same arrows as the static gallery, inside the Swiper container (they reach it through `useSwiper`). */
function SwiperArrows() {
  const t = useCommonT();
  const swiper = useSwiper();
  return (
    <span slot="container-end">
      <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t('card.prev')} onClick={() => swiper.slidePrev()}>
        ‹
      </button>
      <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('card.next')} onClick={() => swiper.slideNext()}>
        ›
      </button>
    </span>
  );
}
