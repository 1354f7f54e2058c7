// The viewings' error replies over their contract's messages, translated by the error handler in the request's
// language (plugins/app/errors.ts): `throw viewingErrors.httpError(404, 'viewingNotFound')`.
import { viewingMessage } from '@realty/shared/contracts/messages';
import { catalogueErrors } from '../errors';

export const viewingErrors = catalogueErrors(viewingMessage);
export type ViewingErrors = typeof viewingErrors;
