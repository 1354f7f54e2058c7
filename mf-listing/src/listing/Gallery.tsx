import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import 'swiper/css';
import 'swiper/css/thumbs';
import { createPromiseCache, GALLERY_SIZES, LISTING_PHOTO_SIZE, photoSrcSet, type ListingPhoto } from '@realty/shared';
import type { GallerySwiperProps } from './GallerySwiper';
import styles from './Listing.module.css';

export { BIG_SLIDER, THUMB_STRIP } from './gallery';

const swiper = createPromiseCache<ComponentType<GallerySwiperProps>>();
const loadSwiper = () => swiper.get('gallery', async () => (await import('./GallerySwiper')).GallerySwiper);
const PhotoViewer = lazy(async () => ({ default: (await import('./PhotoViewer')).PhotoViewer }));

/** A horizontal move at least this long is a swipe (Swiper's own threshold for a slide change is about as short). */
const SWIPE_MIN_PX = 40;

/** A key press the page's own fields should keep. */
const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export interface GalleryProps {
  photos: readonly ListingPhoto[];
  alt: string;
  /**
   * Opened from a card: the first photo's card-size file, already in the browser's cache, shows under the full-size one
   * until that has loaded (the head painted it a moment before; the photo must not blink out).
   */
  placeholder?: string | null | undefined;
}

/**
 * The listing's photos: a big slider and a thumbnail strip kept in sync, and a fullscreen viewer (arrows, Escape,
 * swipe). It paints (and the server renders it) as Swiper's own markup without Swiper's script: the first photo, the
 * arrows, the counter and the strip. A hover or focus fetches Swiper's chunk (GallerySwiper); the first touch, arrow
 * click, thumbnail click or arrow key mounts it, after that click has moved the gallery: swapping the markup under a
 * pointer on its way to a click would send the click elsewhere. So the page's first load carries no slider script. The first photo is the page's largest
 * paint: sized, eager, `fetchpriority="high"`, with the srcset the server preloads; the rest are lazy. Without photos:
 * a placeholder.
 */
export function Gallery({ photos, alt, placeholder }: GalleryProps) {
  const { t } = useTranslation('listing');
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState(false);
  const [Slider, setSlider] = useState<ComponentType<GallerySwiperProps> | null>(null);
  const section = useRef<HTMLElement>(null);
  // A swipe before Swiper is loaded: the static slider moves by itself, and Swiper replaces it only once the finger
  // is up (swapping the markup under a moving finger would lose the gesture).
  const touch = useRef<{ x: number; y: number } | null>(null);
  const pending = useRef<ComponentType<GallerySwiperProps> | null>(null);
  const swiped = useRef(0);
  const mount = (component: ComponentType<GallerySwiperProps>) => {
    if (touch.current) pending.current = component;
    else setSlider(() => component);
  };
  const enhance = () => {
    if (!Slider && photos.length > 1) void loadSwiper().then(mount, () => undefined);
  };
  const prefetch = () => {
    if (!Slider && photos.length > 1) void loadSwiper().catch(() => undefined);
  };
  const touchStart = (event: TouchEvent<HTMLElement>) => {
    const point = event.touches[0];
    const onStrip = event.target instanceof Element && event.target.closest('[data-testid="gallery-thumbs"]');
    if (!Slider && point && event.touches.length === 1 && !onStrip) touch.current = { x: point.clientX, y: point.clientY };
    enhance();
  };
  const touchEnd = (event: TouchEvent<HTMLElement>, cancelled = false) => {
    const start = cancelled ? null : touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (start && point) {
      const dx = point.clientX - start.x;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(point.clientY - start.y)) {
        swiped.current = Date.now();
        setIndex((i) => Math.max(0, Math.min(photos.length - 1, i + (dx < 0 ? 1 : -1))));
      }
    }
    if (pending.current) {
      const component = pending.current;
      pending.current = null;
      setSlider(() => component);
    }
  };
  const go = (next: number) => {
    setIndex(Math.max(0, Math.min(photos.length - 1, next)));
    enhance();
  };

  // Before Swiper is loaded, the arrow keys move the gallery as Swiper's keyboard module would (in the viewport only).
  useEffect(() => {
    if (Slider || photos.length < 2) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || typing(event.target) || !section.current) return;
      const box = section.current.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight) return;
      const delta = event.key === 'ArrowRight' ? 1 : -1;
      void loadSwiper().then(mount, () => undefined);
      setIndex((i) => Math.max(0, Math.min(photos.length - 1, i + delta)));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [Slider, photos.length]);

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
  const bigSlide = (photo: ListingPhoto, i: number) => (
    <button
      type="button"
      className={styles.bigButton}
      onClick={() => {
        if (Date.now() - swiped.current < 500) return; // the end of a swipe, not a tap
        enhance();
        setViewer(true);
      }}
      aria-label={`${label(i + 1)} — ${t('gallery.fullscreen')}`}
    >
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
        {...(i === 0 && placeholder === photo.card ? { style: { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover' } } : {})}
      />
    </button>
  );
  const thumbSlide = (_photo: ListingPhoto, i: number) => (
    <button
      type="button"
      className={i === index ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
      aria-label={label(i + 1)}
      aria-current={i === index ? 'true' : undefined}
      onClick={() => go(i)}
      data-testid="gallery-thumb"
    >
      <img src={photos[i]?.thumb} alt="" width={160} height={120} loading="lazy" decoding="async" />
    </button>
  );
  const controls = (
    <>
      {photos.length > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.arrowPrev}`} aria-label={t('gallery.prev')} disabled={index === 0} onClick={() => go(index - 1)}>
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowNext}`}
            aria-label={t('gallery.next')}
            disabled={index === photos.length - 1}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
        </>
      ) : null}
      <span className={styles.counter} aria-live="polite" data-testid="gallery-counter">
        {label(index + 1)}
      </span>
    </>
  );

  return (
    <section ref={section} className={styles.gallery} aria-label={t('gallery.title')} data-testid="gallery"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') prefetch();
      }}
      onTouchStart={touchStart}
      onTouchEnd={touchEnd}
      onTouchCancel={(event) => touchEnd(event, true)}
      onFocus={prefetch}
    >
      {Slider ? (
        <Slider photos={photos} index={index} onIndex={setIndex} bigSlide={bigSlide} thumbSlide={thumbSlide} prevMessage={t('gallery.prev')} nextMessage={t('gallery.next')}>
          {controls}
        </Slider>
      ) : (
        <>
          <div className={styles.bigWrap}>
            <div className={`swiper ${styles.big}`} data-testid="gallery-big">
              <div className="swiper-wrapper" style={{ transform: `translate3d(${-100 * index}%, 0, 0)` }}>
                {photos.map((photo, i) => (
                  <div key={photo.full} className={i === index ? 'swiper-slide swiper-slide-active' : 'swiper-slide'}>
                    {bigSlide(photo, i)}
                  </div>
                ))}
              </div>
            </div>
            {controls}
          </div>
          {photos.length > 1 ? (
            <div className={`swiper ${styles.thumbs} ${styles.thumbsStatic}`} data-testid="gallery-thumbs">
              <div className="swiper-wrapper">
                {photos.map((photo, i) => (
                  <div key={photo.thumb} className={`swiper-slide ${styles.thumbSlide}`}>
                    {thumbSlide(photo, i)}
                  </div>
                ))}
              </div>
            </div>
          ) : null}
        </>
      )}
      {viewer ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            alt={alt}
            start={index}
            onClose={(last) => {
              setViewer(false);
              setIndex(last);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
