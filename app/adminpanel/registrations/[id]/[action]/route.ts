import { NextResponse } from 'next/server'
import type { z } from 'zod'
import { notFound } from '@/lib/api/errors'
import { jsonBody, parse } from '@/lib/api/input'
import { adminWrite } from '@/lib/auth/guard'
import {
  cancelRegistration,
  checkRefunds,
  refundRegistration,
  REGISTRATION_NOT_FOUND,
  registrationIdOf,
  rejectProof,
  resendConfirmation,
  verifyProof,
  type ActionOutcome,
} from '@/lib/console/review'
import {
  cancelSchema,
  noInputSchema,
  refundSchema,
  rejectSchema,
  type ReviewAction,
} from '@/lib/console/review-schema'

type Context = { params: Promise<{ id: string; action: string }> }

interface Action<S extends z.ZodType> {
  schema: S
  run: (id: number, input: z.infer<S>) => Promise<ActionOutcome>
}
const action = <S extends z.ZodType>(schema: S, run: Action<S>['run']) =>
  ({ schema, run }) as Action<z.ZodType>

const ACTIONS: Record<ReviewAction, Action<z.ZodType>> = {
  verify: action(noInputSchema, (id) => verifyProof(id)),
  reject: action(rejectSchema, rejectProof),
  cancel: action(cancelSchema, cancelRegistration),
  refund: action(refundSchema, refundRegistration),
  'refund-status': action(noInputSchema, (id) => checkRefunds(id)),
  resend: action(noInputSchema, (id) => resendConfirmation(id)),
}

// POST /adminpanel/registrations/<id>/{verify|reject|cancel|refund|refund-status|resend}/ — an
// organiser's action on a registration (admin; JSON body: reject {reason}, cancel {reason?},
// refund {amount?}); answers the new state and a sentence for the organiser
export const POST = adminWrite<Context>('registration', async (request, _admin, { params, note }) => {
  const segments = await params
  const handler = Object.hasOwn(ACTIONS, segments.action)
    ? ACTIONS[segments.action as ReviewAction]
    : undefined
  const id = registrationIdOf(segments.id)
  if (!handler) throw notFound('Unknown action.')
  if (!id) throw notFound(REGISTRATION_NOT_FOUND)
  const { result, detail } = await handler.run(
    id,
    parse(handler.schema, await jsonBody(request, 16 * 1024, { optional: true })),
  )
  note({ action: `registration.${segments.action}`, entityId: id, detail })
  return NextResponse.json(result)
})
