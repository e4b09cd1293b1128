'use client'

// Running an organiser's action on a registration from its page: the dialog's input is checked
// with the server's own schema, sent, and the outcome toasted; a refused input stays in the
// dialog to be corrected, anything else closes it, and the page is rendered again (the state
// may have moved on even when the action was refused).
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { ApiError, firstFieldErrors } from '@/lib/api/errors'
import { amountToPaise, formatPaise } from '@/lib/money'
import {
  refundSchema,
  rejectSchema,
  type ActionResult,
  type ReviewAction,
} from '@/lib/registrations/review-schema'
import { transferSchema } from '@/lib/registrations/schema'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'

/** Field → the first message of its refusal. */
const firstIssues = (issues: { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries([...issues].reverse().map((i) => [String(i.path[0]), i.message]))

export function useRegistrationAction(id: number, refundablePaise: number, close: () => void) {
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const send = useAdminMutation<{ action: ReviewAction; body: object }, ActionResult>({
    run: async ({ action, body }) => {
      const result = await apiSend<ActionResult>('POST', `/adminpanel/registrations/${id}/${action}/`, body)
      // The action ran (and is recorded) but missed its aim, e.g. the gateway rejected a refund.
      if (!result.ok) throw new ApiError('bad_gateway', result.message, { status: 200 })
      return result
    },
    refresh: [],
    success: (_input, result) => result.message,
    failure: (_input, e) => e.message,
  })

  const submit = (action: ReviewAction, body: object) =>
    send.mutate(
      { action, body },
      {
        onSuccess: close,
        onError: (e) => {
          if (e.status !== 400 && e.status !== 422) return close()
          setError(e.message)
          setFieldErrors(firstFieldErrors(e.fields ?? {}))
        },
        onSettled: () => router.refresh(),
      },
    )

  /** Checks the dialog's input as the server will, then sends it. */
  const confirm = (
    action: ReviewAction,
    input: { reason: string; amount: string; transfer: Record<string, string> },
  ) => {
    setFieldErrors({})
    if (action === 'transfer') {
      const parsed = transferSchema.safeParse(input.transfer)
      if (parsed.success) return submit(action, parsed.data)
      setError(null)
      return setFieldErrors(firstIssues(parsed.error.issues))
    }
    if (action === 'reject') {
      const parsed = rejectSchema.safeParse({ reason: input.reason })
      return parsed.success ? submit(action, parsed.data) : setError(parsed.error.issues[0].message)
    }
    if (action === 'refund') {
      const parsed = refundSchema.safeParse({ amount: input.amount })
      if (!parsed.success) return setError(parsed.error.issues[0].message)
      if ((amountToPaise(parsed.data.amount) ?? 0) > refundablePaise)
        return setError(`At most ${formatPaise(refundablePaise)} can be refunded.`)
      return submit(action, parsed.data)
    }
    submit(action, action === 'cancel' ? { reason: input.reason } : {})
  }

  const reset = (message: string | null) => (setError(message), setFieldErrors({}))
  return { confirm, error, setError: reset, fieldErrors, busy: send.isPending }
}
