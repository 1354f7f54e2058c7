// Signed-in folder (but for the routes declaring config.public): 401 when signed out (plugins/app/agencies).
export { corporateHooks as default } from '../../../plugins/app/agencies';
