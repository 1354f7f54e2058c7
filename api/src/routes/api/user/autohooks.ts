// Signed-in folder: 401 when signed out, 403 when `user_id` is not the caller's own id (plugins/app/account.ts).
export { signedInHooks as default } from '../../../plugins/app/session';
