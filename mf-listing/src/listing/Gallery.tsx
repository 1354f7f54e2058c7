import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/thumbs';
import { GALLERY_SIZES, LISTING_PHOTO_SIZE, photoSrcSet, type ListingPhoto } from '@realty/shared';
import { PhotoViewer } from './PhotoViewer';
import styles from './Listing.module.css';

/** PRODUCT.md §9: the big slider shows 1 item; the thumbnail strip 5 items, 10 px apart, 300 ms, no loop. */
export const BIG_SLIDER = { slidesPerView: 1, speed: 300, loop: false } as const;
export const THUMB_STRIP = { slidesPerView: 5, spaceBetween: 10, speed: 300, loop: false } as const;

export interface GalleryProps {
  photos: readonly ListingPhoto[];
  alt: string;
}

/**
 * The listing's photos: a big slider and a thumbnail strip kept in sync (Swiper Thumbs), and a fullscreen viewer
 * (arrows, Escape, swipe). The first photo is the page's largest paint: sized, eager, `fetchpriority="high"`, with the
 * srcset the server preloads; the rest are lazy. Without photos: a placeholder.
 */
export function Gallery({ photos, alt }: GalleryProps) {
  const { t } = useTranslation('listing');
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState(false);

  if (!photos.length) {
    return (
      <div className={styles.noPhoto} role="img" aria-label={t('gallery.noPhotos')} data-testid="gallery-empty">
        <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
          <path d="M6 40V20L24 6l18 14v20H30V28H18v12z" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        </svg>
        <span>{t('gallery.noPhotos')}</span>
      </div>
    );
  }
  const label = (n: number) => t('gallery.photoOf', { n, count: photos.length });
  return (
    <section className={styles.gallery} aria-label={t('gallery.title')} data-testid="gallery">
      <div className={styles.bigWrap}>
        <Swiper
          className={styles.big}
          modules={[Thumbs, A11y, Keyboard]}
          {...BIG_SLIDER}
          thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={{ prevSlideMessage: t('gallery.prev'), nextSlideMessage: t('gallery.next') }}
          onSwiper={setMain}
          onSlideChange={(swiper) => setIndex(swiper.activeIndex)}
          data-testid="gallery-big"
        >
          {photos.map((photo, i) => (
            <SwiperSlide key={photo.full}>
              <button type="button" className={styles.bigButton} onClick={() => setViewer(true)} aria-label={`${label(i + 1)} — ${t('gallery.fullscreen')}`}>
                <img
                  className={styles.bigPhoto}
                  src={photo.full}
                  srcSet={photoSrcSet(photo)}
                  sizes={GALLERY_SIZES}
                  alt={`${alt} — ${label(i + 1)}`}
                  width={LISTING_PHOTO_SIZE.width}
                  height={LISTING_PHOTO_SIZE.height}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
                />
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
        {photos.length > 1 ? (
          <>
            <button type="button" className={`${styles.arrow} ${styles.arrowPrev}`} aria-label={t('gallery.prev')} disabled={index === 0} onClick={() => main?.slidePrev()}>
              ‹
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.arrowNext}`}
              aria-label={t('gallery.next')}
              disabled={index === photos.length - 1}
              onClick={() => main?.slideNext()}
            >
              ›
            </button>
          </>
        ) : null}
        <span className={styles.counter} aria-live="polite" data-testid="gallery-counter">
          {label(index + 1)}
        </span>
      </div>
      {photos.length > 1 ? (
        <Swiper className={styles.thumbs} modules={[Thumbs]} {...THUMB_STRIP} watchSlidesProgress onSwiper={setThumbs} data-testid="gallery-thumbs">
          {photos.map((photo, i) => (
            <SwiperSlide key={photo.thumb} className={styles.thumbSlide}>
              <button
                type="button"
                className={i === index ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
                aria-label={label(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => main?.slideTo(i)}
                data-testid="gallery-thumb"
              >
                <img src={photo.thumb} alt="" width={160} height={120} loading="lazy" decoding="async" />
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
      ) : null}
      {viewer ? (
        <PhotoViewer
          photos={photos}
          alt={alt}
          start={index}
          onClose={(last) => {
            setViewer(false);
            main?.slideTo(last, 0);
          }}
        />
      ) : null}
    </section>
  );
}
