// Signed-in folder: 401 when signed out (plugins/app/session.ts).
export { signedInHooks as default } from '../../../plugins/app/session';
