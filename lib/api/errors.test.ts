// The one mapping from error codes to answers: status, body {error, detail, code, fields?} and
// headers, for typed errors, zod failures and the deprecated HttpError.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { HttpError } from '@/lib/http'
import { ApiError, codeOfStatus, ERROR_STATUS, fieldErrors, firstFieldErrors } from './errors'
import { parse } from './input'
import { toErrorResponse } from './route'

const answer = async (error: unknown) => {
  const response = await toErrorResponse(error)
  return { status: response.status, body: await response.json(), headers: response.headers }
}

describe('typed errors at the edge', () => {
  it('answers a code with its status and the body the spec clients read', async () => {
    const { status, body } = await answer(new ApiError('conflict', 'Registration UPP25-000001 is Paid.'))
    expect(status).toBe(409)
    expect(body).toEqual({
      error: 'Registration UPP25-000001 is Paid.',
      detail: 'Registration UPP25-000001 is Paid.',
      code: 'conflict',
    })
  })

  it('carries headers, e.g. when to try again', async () => {
    const { status, headers } = await answer(
      new ApiError('rate_limited', 'Too many attempts.', { headers: { 'Retry-After': '900' } }),
    )
    expect(status).toBe(429)
    expect(headers.get('retry-after')).toBe('900')
  })

  it('answers every zod failure alike: 400 invalid with the messages of every field', async () => {
    const schema = z.object({ name: z.string().min(1, 'Name is required.'), age: z.number() })
    const thrown = (() => {
      try {
        parse(schema, { name: '', age: 'x' })
      } catch (error) {
        return error
      }
    })()
    const parsed = await answer(thrown)
    const raw = await answer(schema.safeParse({ name: '' }).error)
    for (const { status, body } of [parsed, raw]) {
      expect(status).toBe(400)
      expect(body.code).toBe('invalid')
      expect(body.fields.name).toEqual(['Name is required.'])
    }
    expect(parsed.body.detail).toBe('name: Name is required.')
  })

  it('keeps the deprecated HttpError working: a status becomes its code', async () => {
    expect(await answer(new HttpError(401, 'Sign in.'))).toMatchObject({
      status: 401,
      body: { code: 'unauthorized', error: 'Sign in.' },
    })
    expect(new HttpError(400, 'x')).toBeInstanceOf(ApiError)
    expect(codeOfStatus(400)).toBe('bad_request')
    expect(codeOfStatus(418)).toBe('bad_request')
    expect(codeOfStatus(504)).toBe('internal')
  })

  it('hides anything unexpected behind a 500 without details', async () => {
    const { status, body } = await answer(new Error('secret connection string in here'))
    expect(status).toBe(500)
    expect(JSON.stringify(body)).not.toContain('secret')
  })

  it('lists each code with a status; field errors keep every message, forms show the first', () => {
    expect(Object.values(ERROR_STATUS).every((s) => s === 0 || (s >= 400 && s < 600))).toBe(true)
    const error = z.object({ a: z.string().min(2, 'short').regex(/x/, 'no x') }).safeParse({ a: 'b' }).error!
    expect(fieldErrors(error)).toEqual({ a: ['short', 'no x'] })
    expect(firstFieldErrors(fieldErrors(error))).toEqual({ a: 'short' })
  })
})
