import { useEffect, useState, type ReactNode } from 'react';
import { A11y, Keyboard, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { ListingPhoto } from '@realty/shared';
import { BIG_SLIDER, THUMB_STRIP } from './gallery';
import styles from './Listing.module.css';

export interface GallerySwiperProps {
  photos: readonly ListingPhoto[];
  /** The photo shown: the gallery owns it (arrows, thumbnails and the viewer set it; a swipe reports it). */
  index: number;
  onIndex(index: number): void;
  bigSlide(photo: ListingPhoto, index: number): ReactNode;
  thumbSlide(photo: ListingPhoto, index: number): ReactNode;
  prevMessage: string;
  nextMessage: string;
  /** Arrows and the counter, over the big slider. */
  children?: ReactNode;
}

/**
 * The gallery once someone uses it (Gallery loads this chunk on the first hover, touch, focus, arrow or key): the big
 * slider and the thumbnail strip kept in sync by Swiper Thumbs, swipes and arrow keys included.
 */
export function GallerySwiper({ photos, index, onIndex, bigSlide, thumbSlide, prevMessage, nextMessage, children }: GallerySwiperProps) {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [main, setMain] = useState<SwiperInstance | null>(null);
  useEffect(() => {
    if (main && !main.destroyed && main.activeIndex !== index) main.slideTo(index);
  }, [main, index]);
  return (
    <>
      <div className={styles.bigWrap}>
        <Swiper
          className={styles.big}
          modules={[Thumbs, A11y, Keyboard]}
          {...BIG_SLIDER}
          initialSlide={index}
          thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={{ prevSlideMessage: prevMessage, nextSlideMessage: nextMessage }}
          onSwiper={setMain}
          onSlideChange={(swiper) => onIndex(swiper.activeIndex)}
          data-testid="gallery-big"
        >
          {photos.map((photo, i) => (
            <SwiperSlide key={photo.full}>{bigSlide(photo, i)}</SwiperSlide>
          ))}
        </Swiper>
        {children}
      </div>
      <Swiper className={styles.thumbs} modules={[Thumbs]} {...THUMB_STRIP} watchSlidesProgress onSwiper={setThumbs} data-testid="gallery-thumbs">
        {photos.map((photo, i) => (
          <SwiperSlide key={photo.thumb} className={styles.thumbSlide}>
            {thumbSlide(photo, i)}
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
