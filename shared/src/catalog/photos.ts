// A listing photo's stored WebP sizes (api/src/db/photos.ts PHOTO_SIZES) as a responsive srcset. Node-safe: the
// listing gallery's first <img> and the server's preload hint for it use the same srcset and sizes, so the browser
// fetches one file for both.
export interface ListingPhoto {
  thumb: string;
  card: string;
  full: string;
  /** Up to 1920 px wide (`large_width`), for the full-screen viewer; only for photos bigger than full. */
  large?: string | null | undefined;
  large_width?: number | null | undefined;
}

export const LISTING_PHOTO_WIDTHS = { thumb: 320, card: 640, full: 1280 } as const;
/** Full-size photos are 4:3 (1280×960). */
export const LISTING_PHOTO_SIZE = { width: 1280, height: 960 } as const;
/** The big slider is the page width on narrow screens and about two thirds of the 1340 px layout on wide ones. */
export const GALLERY_SIZES = '(max-width: 1000px) 100vw, 860px';

export const photoSrcSet = (photo: ListingPhoto): string =>
  `${photo.thumb} ${LISTING_PHOTO_WIDTHS.thumb}w, ${photo.card} ${LISTING_PHOTO_WIDTHS.card}w, ${photo.full} ${LISTING_PHOTO_WIDTHS.full}w`;

/** The full-screen viewer fills the screen. */
export const VIEWER_SIZES = '100vw';

/**
 * The full-screen viewer's srcset: the gallery's sizes plus large (its real width) when the photo has one, so a desktop
 * or high-density screen gets up to 1920 px. The gallery keeps `photoSrcSet`: its 860 px slot never needs more than
 * full at 1× (the page's LCP image), and older photos without large keep working in both.
 */
export const viewerSrcSet = (photo: ListingPhoto): string =>
  photo.large && photo.large_width && photo.large_width > LISTING_PHOTO_WIDTHS.full
    ? `${photoSrcSet(photo)}, ${photo.large} ${photo.large_width}w`
    : photoSrcSet(photo);
