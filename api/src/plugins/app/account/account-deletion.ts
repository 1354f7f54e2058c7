// Deleting an account (profile/info). The `users` row stays, because invoices reference it (and must be
// kept), but everything that identifies the person is erased in one transaction:
//   - name and last name emptied, phone and photo removed, the e-mail replaced by `deleted-<id>@deleted.invalid`
//     (reserved TLD: it identifies no one and receives no mail), a password hash that matches no password;
//   - the listings are hidden (never shown again; kept for invoices and statistics) and lose their contact
//     name and phone;
//   - the messages they sent in conversations keep their place but lose their text and photos (the other party keeps
//     the thread, shown with "Deleted account");
//   - sessions, reset links, e-mail changes, favourites, saved searches (and their alert history), price-drop
//     alerts, listing drafts, import feeds and imports, agency membership and an owned agency are deleted.
// After the commit the photo, draft and logo files are removed and a last notice goes to the old address.
// A deleted user cannot sign in again: the e-mail and password match nothing, and `deleted_at` is checked too.
import { and, eq, isNull } from 'drizzle-orm';
import type { Lang } from '@realty/shared/routes';
import type { Db } from '../../../db/client';
import {
  agencies,
  agencyMembers,
  conversationMessages,
  emailChanges,
  favoriteAlertsSent,
  favorites,
  importFeeds,
  imports,
  listingDrafts,
  listings,
  passwordResets,
  savedSearches,
  sessions,
  users,
  type DraftPhoto,
  type MessagePhoto,
} from '../../../db/schema';
import { accountDeletedMail } from './account-mail';
import { removeLogo } from '../agencies/logo';
import type { MailSender } from '../../../services/mail';
import { verifyPassword } from './passwords';
import { removeListingPhoto } from '../listing/photos';
import type { UserRow } from '../../../services/sessions';
import type { UploadService } from '../../../services/uploads';

/** The placeholder that replaces a deleted user's e-mail (unique per user, like the index wants). */
export const deletedEmail = (userId: number): string => `deleted-${userId}@deleted.invalid`;
/** Not an argon2 hash: verifyPassword answers false for every password. */
export const DELETED_PASSWORD_HASH = '!deleted';

export interface AccountDeletionDeps {
  db: Db;
  uploads: UploadService;
  mailer: MailSender;
}

export class AccountDeletionService {
  constructor(private readonly deps: AccountDeletionDeps) {}

  /** Delete the signed-in user's account after checking their password; false when the password is wrong. */
  async deleteWithPassword(user: UserRow, password: string, lang: Lang): Promise<boolean> {
    if (!(await verifyPassword(user.passwordHash, password))) return false;
    await this.erase(user.id, lang);
    return true;
  }

  /** Erase a user's personal data (see the file comment). Returns false when there is no such live user. */
  async erase(userId: number, lang: Lang): Promise<boolean> {
    const done = await this.deps.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ name: users.name, email: users.email, photo: users.photo })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      if (!user) return null;
      await tx.update(listings).set({ status: 'hidden', updatedAt: new Date() }).where(and(eq(listings.userId, userId), eq(listings.status, 'active')));
      await tx.update(listings).set({ phone: null, contactName: null }).where(eq(listings.userId, userId));
      const drafts = await tx.delete(listingDrafts).where(eq(listingDrafts.userId, userId)).returning({ photos: listingDrafts.photos });
      const owned = await tx.delete(agencies).where(eq(agencies.ownerId, userId)).returning({ logo: agencies.logo });
      await tx.delete(agencyMembers).where(eq(agencyMembers.userId, userId));
      // RETURNING gives the new values: the photo keys are read before they are erased
      const sent = await tx.select({ photos: conversationMessages.photos }).from(conversationMessages).where(eq(conversationMessages.senderId, userId));
      await tx.update(conversationMessages).set({ body: '', photos: [], flags: [] }).where(eq(conversationMessages.senderId, userId));
      await tx.delete(favorites).where(eq(favorites.userId, userId));
      await tx.delete(favoriteAlertsSent).where(eq(favoriteAlertsSent.userId, userId));
      await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
      await tx.delete(importFeeds).where(eq(importFeeds.userId, userId));
      await tx.delete(imports).where(eq(imports.userId, userId));
      await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx
        .update(users)
        .set({
          name: '',
          lastname: '',
          email: deletedEmail(userId),
          phone: null,
          photo: null,
          // the saved invoice details go too; issued invoices keep their own buyer snapshot, as the law requires
          billingName: null,
          billingAddress: null,
          taxOffice: null,
          taxNumber: null,
          passwordHash: DELETED_PASSWORD_HASH,
          role: 'user',
          favoriteAlerts: false,
          deletedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      return {
        user,
        draftPhotos: drafts.flatMap((d) => d.photos as DraftPhoto[]),
        messagePhotos: sent.flatMap((m) => (m.photos as MessagePhoto[]).map((p) => p.key)),
        logos: owned.map((a) => a.logo),
      };
    });
    if (!done) return false;
    await this.deps.uploads.remove(done.user.photo);
    await Promise.all(done.draftPhotos.map((p) => removeListingPhoto(this.deps.uploads, p.key)));
    await Promise.all(done.logos.map((logo) => removeLogo(this.deps.uploads, logo)));
    if (done.messagePhotos.length) await this.deps.uploads.deleteFiles(done.messagePhotos);
    await this.deps.mailer.send(accountDeletedMail(done.user.name, done.user.email, lang));
    return true;
  }
}
