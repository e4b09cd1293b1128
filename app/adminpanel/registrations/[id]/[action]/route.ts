import { NextResponse } from 'next/server'
import type { z } from 'zod'
import { notFound } from '@/lib/api/errors'
import { jsonBody, parse } from '@/lib/api/input'
import type { Actor } from '@/lib/audit/actions'
import { adminWrite } from '@/lib/auth/guard'
import { recordTransferRefund } from '@/lib/payments/service/offline-refunds'
import { checkRefunds, refundRegistration } from '@/lib/payments/service/refunds'
import {
  cancelRegistration,
  REGISTRATION_NOT_FOUND,
  registrationIdOf,
  rejectProof,
  resendConfirmation,
  verifyProof,
} from '@/lib/registrations/review'
import {
  cancelSchema,
  noInputSchema,
  refundSchema,
  rejectSchema,
  transferRefundSchema,
  type ActionResult,
  type ReviewAction,
} from '@/lib/registrations/review-schema'
import { transferSchema } from '@/lib/registrations/schema'
import { transferRegistration } from '@/lib/registrations/transfer'

type Context = { params: Promise<{ id: string; action: string }> }

interface Action<S extends z.ZodType> {
  schema: S
  run: (id: number, input: z.infer<S>, actor: Actor) => Promise<ActionResult>
}
const action = <S extends z.ZodType>(schema: S, run: Action<S>['run']) =>
  ({ schema, run }) as Action<z.ZodType>

const ACTIONS: Record<ReviewAction, Action<z.ZodType>> = {
  verify: action(noInputSchema, (id, _input, actor) => verifyProof(id, actor)),
  reject: action(rejectSchema, rejectProof),
  cancel: action(cancelSchema, cancelRegistration),
  refund: action(refundSchema, refundRegistration),
  'refund-status': action(noInputSchema, (id, _input, actor) => checkRefunds(id, actor)),
  'refund-transfer': action(transferRefundSchema, recordTransferRefund),
  resend: action(noInputSchema, (id, _input, actor) => resendConfirmation(id, actor)),
  transfer: action(transferSchema, (id, input, actor) =>
    transferRegistration(id, input, actor, { kind: 'organiser' }),
  ),
}

// POST /adminpanel/registrations/<id>/{verify|reject|cancel|refund|refund-status|refund-transfer|resend|transfer}/ —
// an organiser's action on a registration (admin; JSON body: reject {reason}, cancel {reason?},
// refund {amount?}, refund-transfer {amount, sent_on, reference}, transfer {name, email,
// mobile_number, category, same_organisation}); answers the new state and a sentence for the organiser
export const POST = adminWrite<Context>(async (request, actor, { params }) => {
  const segments = await params
  const handler = Object.hasOwn(ACTIONS, segments.action)
    ? ACTIONS[segments.action as ReviewAction]
    : undefined
  const id = registrationIdOf(segments.id)
  if (!handler) throw notFound('Unknown action.')
  if (!id) throw notFound(REGISTRATION_NOT_FOUND)
  const input = parse(handler.schema, await jsonBody(request, 16 * 1024, { optional: true }))
  return NextResponse.json(await handler.run(id, input, actor))
})
