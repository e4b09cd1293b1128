// The edge of every route handler: a thrown ApiError becomes its status and JSON body; a zod
// failure is an `invalid` (400); an unreachable database a 503; anything else is a bug, logged
// and answered 500 without details (docs/architecture.md, "Errors"). No stack trace or internal
// message ever reaches a client.
import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
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
  const where = request ? `[${request.method} ${new URL(request.url).pathname}]` : '[route]'
  if (isUnreachableDatabase(error) || (await databaseDown())) {
    console.error(`${where} database unavailable:`, errorText(error))
    return errorJson(
      new ApiError('unavailable', 'The service is temporarily unavailable. Please try again shortly.'),
    )
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

/** Connection failures (server down, refused, timed out) as opposed to bugs. */
export function isUnreachableDatabase(error: unknown): boolean {
  const text = errorText(error) + ' ' + String((error as { code?: string })?.code ?? '')
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|Connection terminated|timeout exceeded when trying to connect|DatabaseNotReachable|P1001|P1017/i.test(
    text,
  )
}

/** 201 with the created record. */
export const created = (body: unknown) => NextResponse.json(body, { status: 201 })
/** 204: done, nothing to say. */
export const noContent = () => new Response(null, { status: 204 })
/** JSON that no cache may keep (personal or changing data). */
export const privateJson = (body: unknown) =>
  NextResponse.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
