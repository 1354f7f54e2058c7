// The stored sizes of a listing photo, in a module of their own: the photo service needs them at start-up, while
// db/photos.ts (the demo pictures) brings the seed's place data and sharp with it.
/**
 * Stored sizes of a listing photo: thumb and card are cropped to 4:3, full (the gallery) and large (the full-screen
 * viewer on big or high-density screens) keep the photo's shape inside their box. Large is made only when the original
 * is bigger than the full box; photos stored before it existed have none, and the viewer then shows full.
 */
export const PHOTO_SIZES = { thumb: [320, 240], card: [640, 480], full: [1280, 960], large: [1920, 1440] } as const;
