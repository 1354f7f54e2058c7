import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Dialog, VIEWER_SIZES, viewerSrcSet, type ListingPhoto } from '@realty/shared';
import styles from './Listing.module.css';

export interface PhotoViewerProps {
  photos: readonly ListingPhoto[];
  alt: string;
  start: number;
  /** Closed with the index of the photo shown last (the big slider follows). */
  onClose(last: number): void;
}

/** The fullscreen photo viewer: arrow keys and swipes move between photos, Escape or the close button close it. */
export function PhotoViewer({ photos, alt, start, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('listing');
  const [index, setIndex] = useState(start);
  return (
    <Dialog title={t('gallery.photoOf', { n: index + 1, count: photos.length })} onClose={() => onClose(index)} size="wide" testId="photo-viewer">
      <Swiper
        className={styles.viewer}
        modules={[Keyboard, A11y]}
        initialSlide={start}
        speed={300}
        keyboard={{ enabled: true }}
        a11y={{ prevSlideMessage: t('gallery.prev'), nextSlideMessage: t('gallery.next') }}
        onSlideChange={(swiper) => setIndex(swiper.activeIndex)}
      >
        {photos.map((photo, i) => (
          <SwiperSlide key={photo.full}>
            <img className={styles.viewerPhoto} src={photo.large ?? photo.full} srcSet={viewerSrcSet(photo)} sizes={VIEWER_SIZES} alt={`${alt} — ${t('gallery.photoOf', { n: i + 1, count: photos.length })}`} loading="lazy" />
          </SwiperSlide>
        ))}
      </Swiper>
    </Dialog>
  );
}
