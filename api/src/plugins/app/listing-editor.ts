// The add/edit listing form's service (services/listing-editor.ts) and the EİDS decision for the back office.
import fp from 'fastify-plugin';
import { ListingEditor } from '../../services/listing-editor';
import { decideEids, type EidsVerdict } from '../../services/eids';
import type { EidsStatus } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    listingEditor: ListingEditor;
    /** The back office calls this with an administrator's verdict on a listing's EİDS number. */
    decideEids(listingId: number, verdict: EidsVerdict): Promise<EidsStatus | null>;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('listingEditor', new ListingEditor(fastify.database, fastify.uploads));
    fastify.decorate('decideEids', (listingId: number, verdict: EidsVerdict) => decideEids(fastify.database, listingId, verdict));
  },
  { name: 'listing-editor', dependencies: ['database', 'auth', 'uploads'] },
);
