// Deprecated: the edge now lives in lib/api/ (errors.ts, route.ts, input.ts). This module keeps
// the older imports of lib/auth and the sandbox gateway working until they move over; new code
// imports from lib/api and throws ApiError with a code.
import { ApiError, codeOfStatus, type FieldErrors } from './api/errors'

export { fieldErrors, type FieldErrors } from './api/errors'
export { errorResponse, isUnreachableDatabase, route, toErrorResponse } from './api/route'
export { formBody, formFields, jsonBody, parse, queryOf, readText, requestId } from './api/input'

/** @deprecated An ApiError from an HTTP status: throw `new ApiError(code, message)` instead. */
export class HttpError extends ApiError {
  constructor(status: number, message: string, fields?: FieldErrors) {
    super(codeOfStatus(status), message, { fields })
  }
}

/** @deprecated lib/api/errors.ts */
export const badRequest = (message: string, fields?: FieldErrors) => new HttpError(400, message, fields)
/** @deprecated lib/api/errors.ts */
export const notFound = (message = 'Not found.') => new HttpError(404, message)
