// The route table of PRODUCT.md §2 (with DECISIONS.md additions). The shell's router
// and the api's web server both read it, so the browser and the server agree on what exists.

export const LANGS = ['tr', 'en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'tr';

/** Who renders a route: the shell itself or one of the remotes. */
export const REMOTES = ['catalog', 'listing', 'profile', 'blog', 'auth', 'admin'] as const;
export type RemoteName = (typeof REMOTES)[number];
export type RouteOwner = RemoteName | 'shell';

/** Module Federation container name of a remote (must be a JS identifier). */
export const remoteContainerName = (remote: RemoteName): string => `mf_${remote}`;

export interface RouteDef<Id extends string = RouteId> {
  /** Stable id; also the i18n key of the page's heading and head (`routes.<id>`). */
  id: Id;
  /** Path after the language prefix, '' for home. A trailing '/*' matches one or more segments. */
  pattern: string;
  owner: RouteOwner;
  /** Module the owner exposes for this page (e.g. './HomePage'); for the shell, a local page name. */
  page: string;
  /** Signed-out visitors get the sign-in popup instead of the page. */
  auth: boolean;
  /** Parent route for breadcrumbs (home is implicit). */
  parent?: string;
}

const r = <const Id extends string>(id: Id, pattern: string, owner: RouteOwner, page: string, auth = false, parent?: string): RouteDef<Id> => ({
  id,
  pattern,
  owner,
  page,
  auth,
  ...(parent ? { parent } : {}),
});

/** Ordered: exact routes before wildcards, longer wildcards before shorter ones. */
const TABLE = [
  r('home', '', 'catalog', './HomePage'),
  r('about', 'about', 'shell', 'about'),
  r('error', 'error', 'shell', 'error'),
  r('fees', 'fees', 'shell', 'fees'),
  // A foreign buyer's checklist (issue 29), linked from sale listings' foreign buyer facts.
  r('foreignBuyers', 'foreign-buyers', 'shell', 'foreignBuyers'),
  r('partners', 'partners', 'shell', 'partners'),
  r('privacyPolicy', 'privacy-policy', 'shell', 'privacyPolicy'),
  r('refundPolicy', 'refund-policy', 'shell', 'refundPolicy'),
  r('termsOfService', 'terms-of-service', 'shell', 'termsOfService'),
  // Where the unsubscribe link of an alert e-mail lands (the API does the work and redirects here with the result).
  r('unsubscribe', 'unsubscribe', 'shell', 'unsubscribe'),
  r('login', 'login', 'auth', './LoginPage'),
  r('resetPassword', 'reset-password', 'auth', './ResetPasswordPage'),
  r('confirmEmail', 'confirm-email', 'profile', './ConfirmEmailPage'),
  r('journal', 'journal', 'blog', './JournalPage'),
  r('journalTags', 'journal/tag', 'blog', './TagIndexPage', false, 'journal'),
  r('journalTag', 'journal/tag/*', 'blog', './TagPage', false, 'journalTags'),
  r('journalCategory', 'journal/category/*', 'blog', './CategoryPage', false, 'journal'),
  r('journalEntry', 'journal/*', 'blog', './EntryPage', false, 'journal'),
  r('profile', 'profile', 'profile', './ProfilePage', true),
  r('profileAdd', 'profile/add', 'profile', './AddListingPage', true, 'profile'),
  r('profileCorporate', 'profile/corporate', 'profile', './CorporatePage', true, 'profile'),
  r('profileFavorites', 'profile/favorites', 'profile', './FavoritesPage', true, 'profile'),
  r('profileInfo', 'profile/info', 'profile', './InfoPage', true, 'profile'),
  r('profileInvoice', 'profile/invoice', 'profile', './InvoicePage', true, 'profile'),
  r('profileMy', 'profile/my', 'profile', './MyListingsPage', true, 'profile'),
  r('profileSaved', 'profile/saved', 'profile', './SavedSearchesPage', true, 'profile'),
  r('profileSearch', 'profile/search', 'profile', './SavedSearchesPage', true, 'profile'),
  r('profileImport', 'profile/import', 'profile', './ImportPage', true, 'profile'),
  r('profileEdit', 'profile/edit/*', 'profile', './EditListingPage', true, 'profileMy'),
  // Talking to the seller (issue 30): threads, one thread, confirmed viewings, notice settings.
  r('profileMessages', 'profile/messages', 'profile', './MessagesPage', true, 'profile'),
  r('profileThread', 'profile/messages/*', 'profile', './ThreadPage', true, 'profileMessages'),
  r('profileViewings', 'profile/viewings', 'profile', './ViewingsPage', true, 'profile'),
  r('profileNotifications', 'profile/notifications', 'profile', './NotificationsPage', true, 'profile'),
  // The back office (issue 17): administrators only (ADMIN_ROUTES), served by its own remote, mf-admin (issue 25).
  r('admin', 'admin', 'admin', './AdminPage', true),
  r('adminModeration', 'admin/moderation', 'admin', './AdminModerationPage', true, 'admin'),
  r('adminVerification', 'admin/verification', 'admin', './AdminVerificationPage', true, 'admin'),
  r('adminPayments', 'admin/payments', 'admin', './AdminPaymentsPage', true, 'admin'),
  r('adminJournal', 'admin/journal', 'admin', './AdminJournalPage', true, 'admin'),
  r('adminPost', 'admin/journal/*', 'admin', './AdminPostPage', true, 'adminJournal'),
  r('adminUsers', 'admin/users', 'admin', './AdminUsersPage', true, 'admin'),
  r('adminUser', 'admin/users/*', 'admin', './AdminUserPage', true, 'adminUsers'),
  r('adminAudit', 'admin/audit', 'admin', './AdminAuditPage', true, 'admin'),
  r('adminJobs', 'admin/jobs', 'admin', './AdminJobsPage', true, 'admin'),
  r('realEstate', 'real-estate', 'catalog', './CatalogPage'),
  r('listing', 'real-estate/ad/*', 'listing', './ListingPage', false, 'realEstate'),
  // Listings side by side (issue 29): `?ids=1,2,3`, 2 to 4 of them.
  r('compare', 'compare', 'listing', './ComparePage'),
  r('catalog', 'real-estate/*', 'catalog', './CatalogPage', false, 'realEstate'),
  r('agents', 'real-estate-agent', 'catalog', './AgentsPage'),
  r('agent', 'real-estate-agent/*', 'catalog', './AgentPage', false, 'agents'),
  r('agencies', 'real-estate-agency', 'catalog', './AgenciesPage'),
  r('agency', 'real-estate-agency/*', 'catalog', './AgencyPage', false, 'agencies'),
] as const;

/** Every route id of the table: links are built with `pathTo(lang, id)`, never by hand. */
export type RouteId = (typeof TABLE)[number]['id'];

export const ROUTES: readonly RouteDef<RouteId>[] = TABLE;

const BY_ID = new Map<string, RouteDef<RouteId>>(ROUTES.map((route) => [route.id, route]));

export const isRouteId = (id: string): id is RouteId => BY_ID.has(id);

/** The route of an id; `undefined` only for a string that is not a RouteId (e.g. read from data). */
export function routeById(id: RouteId): RouteDef<RouteId>;
export function routeById(id: string): RouteDef<RouteId> | undefined;
export function routeById(id: string): RouteDef<RouteId> | undefined {
  return BY_ID.get(id);
}

/**
 * Pages only a corporate account has (DECISIONS.md: a corporate user owns an agency): the listing import. Menus leave
 * them out for private accounts and the shell's gate refuses them. The company profile is not one: a private account
 * invited into an agency accepts there and then sees its team (the page itself tells other private accounts it is
 * for agencies).
 */
export const CORPORATE_ONLY_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(['profileImport']);

/**
 * Signed-in pages a signed-out visitor may open with a query parameter: the invitation link
 * (`profile/corporate?invite=…`) shows who invites whom and offers sign-in or registration, keeping the token.
 */
export const SIGNED_OUT_LANDINGS: Partial<Record<RouteId, string>> = { profileCorporate: 'invite' };

/** Is this URL (route and query string) a signed-out landing of SIGNED_OUT_LANDINGS? */
export function isSignedOutLanding(id: RouteId, search: string): boolean {
  const param = SIGNED_OUT_LANDINGS[id];
  return param !== undefined && Boolean(new URLSearchParams(search).get(param));
}

/** The back office (issue 17): only an account with the `admin` role opens these; the shell's gate shows others a 403. */
export const ADMIN_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(
  ROUTES.filter((route) => route.id === 'admin' || route.parent === 'admin' || route.parent === 'adminJournal' || route.parent === 'adminUsers').map(
    (route) => route.id,
  ),
);
