/** PRODUCT.md §9: the big slider shows 1 item; the thumbnail strip 5 items, 10 px apart, 300 ms, no loop. */
export const BIG_SLIDER = { slidesPerView: 1, speed: 300, loop: false } as const;
export const THUMB_STRIP = { slidesPerView: 5, spaceBetween: 10, speed: 300, loop: false } as const;
