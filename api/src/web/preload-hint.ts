// A `<link rel="preload">` of a page's head (head.ts writes them, hydration.ts and federation.ts plan them).
export interface PreloadHint {
  href: string;
  as: 'script' | 'style' | 'fetch' | 'font' | 'image';
  type?: string;
  crossorigin?: boolean;
  /** Responsive image preload: the same srcset and sizes as the <img>, so the browser picks the same file. */
  imagesrcset?: string;
  imagesizes?: string;
  fetchpriority?: 'high' | 'low';
}
