// The shapes every content write of the API takes (admin only; lib/auth/guard.ts adminWrite):
// the input read from the body and parsed with the domain's schema, one domain write with the
// acting organiser, and the answer: 201 with the record, 200 with it, or 204 after a delete.
import { NextResponse, type NextRequest } from 'next/server'
import type { z } from 'zod'
import type { Actor } from '@/lib/audit/actions'
import { adminWrite } from '@/lib/auth/guard'
import { formBody, jsonBody, parse, requestId } from '../input'
import { created, noContent } from '../route'

/** Where an input comes from: a multipart form (files included) or a JSON body. */
export type InputOf = (request: NextRequest) => Promise<unknown>
export const fromForm: InputOf = (request) => formBody(request)
export const fromJson: InputOf = (request) => jsonBody(request)

type Write<S extends z.ZodType, R> = (input: z.output<S>, actor: Actor) => Promise<R>

/** POST: creates a record → 201 with it. */
export const createHandler = <S extends z.ZodType, R>(schema: S, read: InputOf, create: Write<S, R>) =>
  adminWrite(async (request, actor) => created(await create(parse(schema, await read(request)), actor)))

/** PUT: updates a record → 200 with it. */
export const updateHandler = <S extends z.ZodType, R>(schema: S, read: InputOf, update: Write<S, R>) =>
  adminWrite(async (request, actor) =>
    NextResponse.json(await update(parse(schema, await read(request)), actor)),
  )

/** DELETE: the record named by `?id=` or the body's id → 204. */
export const deleteHandler = (remove: (id: number, actor: Actor) => Promise<void>) =>
  adminWrite(async (request, actor) => {
    await remove(await requestId(request), actor)
    return noContent()
  })
