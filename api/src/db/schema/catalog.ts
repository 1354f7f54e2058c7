import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, slugAndTitles, sortOrder, titles } from './columns';

export const propertyTypes = pgTable(
  'property_types',
  {
    id: identityId(),
    ...slugAndTitles(),
    /** Land and commercial premises have no room count. */
    hasRooms: boolean('has_rooms').notNull().default(true),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex('property_types_slug_uq').on(t.slug)],
);

/** Room options in Turkish notation: 1+0 (studio) … 6+. */
export const roomOptions = pgTable('room_options', {
  code: text('code').primaryKey(),
  ...titles(),
  sort: sortOrder(),
});
