// The edge of every route handler: a thrown ApiError becomes its status and JSON body; a zod
// failure is an `invalid` (400); an unreachable or saturated database a 503; anything else is a bug, logged
// and answered 500 without details (docs/architecture.md, "Errors"). No stack trace or internal
// message ever reaches a client.
import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { isUnreachableDatabase, noteDatabaseDown, RETRY_AFTER_SECONDS } from '@/lib/ops/outage'
import { ApiError, codeOfStatus, invalidInput, type FieldErrors } from './errors'

type Handler<C> = (request: NextRequest, context: C) => Promise<Response> | Response

/** Wraps a route handler: its errors become answers (see toErrorResponse). */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      return toErrorResponse(error, request)
    }
  }
}

/** The JSON answer of an error. */
export function errorJson(error: ApiError): Response {
  return NextResponse.json(error.body, { status: error.status, headers: error.headers })
}

/** An error answer from a status (for handlers that answer rather than throw). */
export function errorResponse(
  status: number,
  message: string,
  fields?: FieldErrors,
  headers?: Record<string, string>,
): Response {
  return errorJson(new ApiError(codeOfStatus(status), message, { fields, headers }))
}

export async function toErrorResponse(error: unknown, request?: Request): Promise<Response> {
  if (error instanceof ApiError) return errorJson(error)
  if (error instanceof z.ZodError) return errorJson(invalidInput(error))
  // A path with malformed percent-encoding (/receipt/%ff) fails when its params are decoded.
  if (error instanceof URIError) return errorJson(new ApiError('bad_request', 'The address is malformed.'))
  const where = request ? `[${request.method} ${new URL(request.url).pathname}]` : '[route]'
  if (isBusyDatabase(error)) {
    console.error(`${where} database busy:`, errorText(error))
    return errorJson(unavailable())
  }
  if (isUnreachableDatabase(error) || (await databaseDown())) {
    noteDatabaseDown()
    console.error(`${where} database unavailable:`, errorText(error))
    return errorJson(unavailable())
  }
  console.error(`${where} unexpected error:`, error)
  return errorJson(new ApiError('internal', 'Something went wrong. Please try again later.'))
}

/**
 * Is the database down? Errors thrown inside cached ('use cache') readers reach the handler
 * stripped of their cause in production builds, so an unexpected error is followed by a probe.
 */
async function databaseDown(): Promise<boolean> {
  try {
    const { db } = await import('@/lib/db/client')
    await Promise.race([
      db().$queryRaw`SELECT 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
    ])
    return false
  } catch {
    return true
  }
}

function errorText(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}

/** The answer while the database is unreachable or not ready: 503 with Retry-After. */
export const unavailable = () =>
  new ApiError('unavailable', 'The service is temporarily unavailable. Please try again shortly.', {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  })

/**
 * Load, not a bug: every connection stayed taken while a transaction waited for one (Prisma
 * P2028, "Unable to start a transaction in the given time"), or the pool had none to give.
 */
export function isBusyDatabase(error: unknown): boolean {
  // Only the wait for a connection: P2028 also covers a transaction that ran past its timeout,
  // which is a bug to see (a 500), not load.
  return /Unable to start a transaction in the given time/i.test(errorText(error))
}

/** 201 with the created record. */
export const created = (body: unknown) => NextResponse.json(body, { status: 201 })
/** 204: done, nothing to say. */
export const noContent = () => new Response(null, { status: 204 })
/** JSON that no cache may keep (personal or changing data). */
export const privateJson = (body: unknown) =>
  NextResponse.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
