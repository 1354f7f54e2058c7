import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { primitives, VIEWER_SIZES, viewerSrcSet, type ListingPhoto } from '@realty/shared';
import { Dialog } from '@realty/shared/dialog';
import styles from './Viewer.module.css';

export interface PhotoViewerProps {
  photos: readonly ListingPhoto[];
  alt: string;
  start: number;
  /** Closed with the index of the photo shown last (the big slider follows). */
  onClose(last: number): void;
}

/**
 * The full-screen photo viewer: the photo fills the screen (letterboxed, on black), a counter ("3 / 12"), previous
 * and next buttons, swipes (Swiper), the arrow keys, and Escape or the close button to leave. The viewer owns the
 * index; Swiper follows it and reports swipes.
 */
export function PhotoViewer({ photos, alt, start, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('listing');
  const [index, setIndex] = useState(start);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const last = photos.length - 1;
  const go = (next: number) => setIndex(Math.max(0, Math.min(last, next)));

  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.activeIndex !== index) swiper.slideTo(index);
  }, [swiper, index]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      setIndex((i) => Math.max(0, Math.min(last, i + (event.key === 'ArrowRight' ? 1 : -1))));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [last]);

  return (
    <Dialog title={alt} onClose={() => onClose(index)} size="full" testId="photo-viewer">
      <div className={styles.stage}>
        <Swiper
          className={styles.slider}
          modules={[A11y]}
          initialSlide={start}
          speed={300}
          a11y={{ prevSlideMessage: t('gallery.prev'), nextSlideMessage: t('gallery.next') }}
          onSwiper={setSwiper}
          onSlideChange={(instance) => setIndex(instance.activeIndex)}
        >
          {photos.map((photo, i) => (
            <SwiperSlide key={photo.full} className={styles.slide}>
              <img
                className={styles.photo}
                src={photo.large ?? photo.full}
                srcSet={viewerSrcSet(photo)}
                sizes={VIEWER_SIZES}
                alt={`${alt} — ${t('gallery.photoOf', { n: i + 1, count: photos.length })}`}
                loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </SwiperSlide>
          ))}
        </Swiper>
        {photos.length > 1 ? (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t('gallery.prev')} disabled={index === 0} onClick={() => go(index - 1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('gallery.next')} disabled={index === last} onClick={() => go(index + 1)}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        <p className={styles.counter} aria-live="polite" data-testid="viewer-counter">
          <span className={primitives.visuallyHidden}>{t('gallery.photoOf', { n: index + 1, count: photos.length })}</span>
          <span aria-hidden="true">{t('gallery.counter', { n: index + 1, count: photos.length })}</span>
        </p>
      </div>
    </Dialog>
  );
}
