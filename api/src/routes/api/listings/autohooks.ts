// Signed-in folder: 401 when signed out (plugins/app/account.ts).
export { signedInHooks as default } from '../../../plugins/app/account';
