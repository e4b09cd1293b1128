// The one mapping from error codes to answers: status, body {error, detail, code, fields?} and
// headers, for typed errors and zod failures.
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createPrismaClient } from '@/lib/db/client'
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

  it('maps a status to its code', async () => {
    expect(await answer(new ApiError(codeOfStatus(401), 'Sign in.'))).toMatchObject({
      status: 401,
      body: { code: 'unauthorized', error: 'Sign in.' },
    })
    expect(codeOfStatus(400)).toBe('bad_request')
    expect(codeOfStatus(418)).toBe('bad_request')
    expect(codeOfStatus(504)).toBe('internal')
  })

  it('answers a path with malformed percent-encoding 400', async () => {
    expect((await answer(new URIError('URI malformed'))).status).toBe(400)
  })

  it('hides anything unexpected behind a 500 without details', async () => {
    const { status, body } = await answer(new Error('secret connection string in here'))
    expect(status).toBe(500)
    expect(JSON.stringify(body)).not.toContain('secret')
  })

  it('answers 503 with Retry-After, never 500, while PostgreSQL is starting up (57P03)', async () => {
    // What a PostgreSQL server answers every connection while it starts or recovers.
    const starting = net.createServer((socket) => {
      socket.once('data', () => {
        const fields = Buffer.from('SFATAL\0VFATAL\0C57P03\0Mthe database system is starting up\0\0')
        const head = Buffer.alloc(5)
        head.write('E')
        head.writeInt32BE(fields.length + 4, 1)
        socket.end(Buffer.concat([head, fields]))
      })
    })
    await new Promise<void>((resolve) => starting.listen(0, '127.0.0.1', resolve))
    const { port } = starting.address() as net.AddressInfo
    const prisma = createPrismaClient(`postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`, 1)
    try {
      const error = await prisma.$queryRaw`SELECT 1`.then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).not.toBeNull()
      const response = await toErrorResponse(error)
      expect(response.status).toBe(503)
      expect(response.headers.get('Retry-After')).toBe('5')
      expect(((await response.json()) as { code: string }).code).toBe('unavailable')
    } finally {
      await prisma.$disconnect()
      starting.close()
    }
  })

  it('answers 503, never 500, when a transaction cannot get a connection in time (P2028)', async () => {
    // One connection, held by a transaction, and a second transaction that may wait 100 ms.
    const prisma = createPrismaClient(process.env.DATABASE_URL!, 1)
    // The second starts once the first holds the connection (not after a guessed delay, which a
    // loaded machine outlasts), and the first outlives any wait of the test.
    let release = () => {}
    let holding = () => {}
    const inside = new Promise<void>((resolve) => (holding = resolve))
    const held = prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1`
        holding()
        await new Promise<void>((resolve) => (release = resolve))
      },
      { maxWait: 20_000, timeout: 25_000 },
    )
    try {
      await inside
      const error = await prisma
        .$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 100 })
        .then(
          () => null,
          (e: unknown) => e,
        )
      expect((error as { code?: string })?.code).toBe('P2028')
      const response = await toErrorResponse(error)
      expect(response.status).toBe(503)
      expect(response.headers.get('Retry-After')).toBe('5')
    } finally {
      release()
      await held
      await prisma.$disconnect()
    }
  })

  it('lists each code with a status; field errors keep every message, forms show the first', () => {
    expect(Object.values(ERROR_STATUS).every((s) => s === 0 || (s >= 400 && s < 600))).toBe(true)
    const error = z.object({ a: z.string().min(2, 'short').regex(/x/, 'no x') }).safeParse({ a: 'b' }).error!
    expect(fieldErrors(error)).toEqual({ a: ['short', 'no x'] })
    expect(firstFieldErrors(fieldErrors(error))).toEqual({ a: 'short' })
  })
})
