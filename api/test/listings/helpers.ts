import type { FastifyInstance } from 'fastify';

/**
 * The fields the listing form tests share: a 95 m² 2+1 for sale, of the first property type with rooms, pinned in the
 * first seeded city. Each test adds its title, price and the rest.
 */
export async function listingBasics(app: FastifyInstance) {
  const { rows } = await app.database.execute('SELECT r.slug AS region, c.slug AS city FROM cities c JOIN regions r ON r.id = c.region_id ORDER BY c.id LIMIT 1');
  const { rows: types } = await app.database.execute("SELECT slug FROM property_types WHERE slug = 'apartment' OR has_rooms ORDER BY id LIMIT 1");
  return {
    deal_type: 'sale',
    property_type: String(types[0]?.slug),
    region: String(rows[0]?.region),
    city: String(rows[0]?.city),
    lat: '36.5438',
    lng: '31.9998',
    rooms: '2+1',
    area: '95',
  };
}
