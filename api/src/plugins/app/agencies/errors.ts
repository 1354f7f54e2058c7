// The agencies' error replies over the agencies contract's messages, translated by the error handler in the request's
// language (plugins/app/errors.ts): `throw agencyErrors.httpError(404, 'importNotFound')`.
import { agencyMessage } from '@realty/shared/contracts/agencies';
import { catalogueErrors } from '../errors';

export const agencyErrors = catalogueErrors(agencyMessage);

/** A corporate form's `config.invalidField`: every invalid field answers "Please check this field" in `lang`. */
export const agencyInvalidField = (lang: string): string => agencyMessage('invalid', lang);
