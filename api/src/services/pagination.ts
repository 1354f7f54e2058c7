// `meta` of a paged account list (the same shape as the catalogue's).
export const listMeta = (page: number, perPage: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  total,
  per_page: perPage,
});
