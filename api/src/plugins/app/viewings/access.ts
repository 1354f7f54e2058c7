// Who may see a conversation's viewings: its buyer, its seller, and for an agency's listing the agency's owner.
// Anyone else is told it does not exist (404), as for the conversation itself.
import type { Database } from '../../../db/client';
import { numOrNull } from '../../../db/row-values';
import { threadParties } from '../messages/conversations';

export type ViewingRole = 'buyer' | 'seller' | 'agency';

export interface Parties {
  conversationId: number;
  listingId: number | null;
  buyerId: number | null;
  sellerId: number | null;
  agencyId: number | null;
  agencyOwnerId: number | null;
}

export async function conversationParties(database: Database, conversationId: number): Promise<Parties | null> {
  const { rows } = await database.execute(
    `SELECT c.id, c.listing_id, c.buyer_id, c.seller_id, c.agency_id, a.owner_id AS agency_owner_id
     FROM conversations c LEFT JOIN agencies a ON a.id = c.agency_id WHERE c.id = $1`,
    [conversationId],
  );
  const row = rows[0];
  if (!row) return null;
  return { conversationId: Number(row.id), ...threadParties(row), agencyId: numOrNull(row.agency_id) };
}

/** The user's side of the thread, or null when they are not a party. The seller's side wins over the agency's. */
export function roleOf(parties: Parties, userId: number): ViewingRole | null {
  if (parties.buyerId === userId) return 'buyer';
  if (parties.sellerId === userId) return 'seller';
  if (parties.agencyOwnerId === userId) return 'agency';
  return null;
}

/** Every party's id (for live events). */
export const partyIds = (p: Parties): number[] => [...new Set([p.buyerId, p.sellerId, p.agencyOwnerId].filter((id): id is number => id !== null))];
