// A listing photo's stored WebP sizes (api/src/db/photos.ts PHOTO_SIZES) as a responsive srcset. Node-safe: the
// listing gallery's first <img> and the server's preload hint for it use the same srcset and sizes, so the browser
// fetches one file for both.
export interface ListingPhoto {
  thumb: string;
  card: string;
  full: string;
}

export const LISTING_PHOTO_WIDTHS = { thumb: 320, card: 640, full: 1280 } as const;
/** Full-size photos are 4:3 (1280×960). */
export const LISTING_PHOTO_SIZE = { width: 1280, height: 960 } as const;
/** The big slider is the page width on narrow screens and about two thirds of the 1340 px layout on wide ones. */
export const GALLERY_SIZES = '(max-width: 1000px) 100vw, 860px';

export const photoSrcSet = (photo: ListingPhoto): string =>
  `${photo.thumb} ${LISTING_PHOTO_WIDTHS.thumb}w, ${photo.card} ${LISTING_PHOTO_WIDTHS.card}w, ${photo.full} ${LISTING_PHOTO_WIDTHS.full}w`;
