'use server'

// The organisers' form "Record a refund made by bank transfer" on a registration's page
// (/admin/registrations/<id>), with or without the page's script: the same schema and domain call
// as POST /adminpanel/registrations/<id>/refund-transfer/; the organiser's session and role are
// checked here. Recorded, the page says so and shows the refund and its credit note; refused, the
// form shows why with what was typed.
import { refresh } from 'next/cache'
import { actionAccount } from '@/lib/auth/guard'
import { recordTransferRefund } from '@/lib/payments/service/offline-refunds'
import { REGISTRATION_NOT_FOUND, registrationIdOf } from '@/lib/registrations/review'
import { transferRefundSchema } from '@/lib/registrations/review-schema'
import { ApiError } from '../errors'
import { parse } from '../input'
import { formEntries, keepReply, refusal, sentValues } from './intake'
import { REPLY_OF, type FormReply } from './reply'

export async function refundTransferForm(_previous: FormReply, data: FormData): Promise<FormReply> {
  const form = formEntries(data)
  const values = sentValues(form, ['amount', 'sent_on', 'reference'])
  try {
    const { actor } = await actionAccount(['admin'])
    const id = registrationIdOf(sentValues(form, ['id']).id)
    if (!id) throw new ApiError('not_found', REGISTRATION_NOT_FOUND)
    const result = await recordTransferRefund(id, parse(transferRefundSchema, values), actor)
    refresh()
    return keepReply(REPLY_OF.refundTransfer, {
      values: {},
      errors: {},
      message: { tone: 'success', text: result.message },
    })
  } catch (error) {
    return keepReply(REPLY_OF.refundTransfer, await refusal(error, values))
  }
}
