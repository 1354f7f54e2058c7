// The back office: 401 when signed out, 403 for anyone but an administrator (plugins/app/admin.ts).
export { adminHooks as default } from '../../../plugins/app/admin';
