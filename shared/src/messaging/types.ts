/** Whom the first message goes to: a listing's owner (or agent), or an agent from their page. */
export type MessageTarget = { realty_id: number } | { agent_id: number };
