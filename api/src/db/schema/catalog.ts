import { boolean, pgTable, smallint, text, integer, uniqueIndex } from 'drizzle-orm/pg-core';

export const propertyTypes = pgTable(
  'property_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    titleTr: text('title_tr').notNull(),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru').notNull(),
    /** Land and commercial premises have no room count. */
    hasRooms: boolean('has_rooms').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('property_types_slug_uq').on(t.slug)],
);

/** Room options in Turkish notation: 1+0 (studio) … 6+. */
export const roomOptions = pgTable('room_options', {
  code: text('code').primaryKey(),
  titleTr: text('title_tr').notNull(),
  titleEn: text('title_en').notNull(),
  titleRu: text('title_ru').notNull(),
  sort: smallint('sort').notNull().default(0),
});
