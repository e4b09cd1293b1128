'use client'

// The call editor's form (/admin/abstracts/call): a React form action (lib/api/actions/
// abstract-call.ts) that works before the page's script has run. With the script, the call's
// schema (the server's own) checks the form before it is sent and the topic rows change in place.
// Each answer of the server (a refusal with what was sent, or the rows after a row's button)
// draws the form afresh.
import { startTransition, useActionState, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { firstInvalid } from '@/components/ui/use-form-state'
import {
  applyTopicIntent,
  callFromForm,
  INTENT_FIELD,
  SAVE_INTENT,
  topicRowsOf,
} from '@/lib/abstracts/call-form'
import { callSettingsSchema } from '@/lib/abstracts/schema'
import { CALL_REFUSED } from '@/lib/abstracts/words'
import { saveCallForm } from '@/lib/api/actions/abstract-call'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import { fieldErrors, firstFieldErrors } from '@/lib/api/errors'
import { CallRuleFields, CallWindowFields } from './call-fields'
import { CallTopics, type KeyedTopic } from './call-topics'
import styles from './call.module.css'

interface Props {
  editionId: number
  /** The saved call's values (or a new call's defaults), as the form's flat values. */
  values: Record<string, string>
  /** Submitted abstracts by topic. */
  usage: Record<string, number>
  exists: boolean
  reply?: FormReply
}

export function CallForm({ reply: initial, ...props }: Props) {
  const [reply, action, pending] = useActionState(saveCallForm, initial ?? NO_REPLY)
  const [answered, setAnswered] = useState({ reply, version: 0 })
  if (answered.reply !== reply) setAnswered({ reply, version: answered.version + 1 })
  return <CallFormBody key={answered.version} {...props} reply={reply} action={action} pending={pending} />
}

/** The posted form as flat values (a repeated field, the ticked types, joined by commas). */
function postedValues(data: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of data.entries())
    if (typeof value === 'string') out[key] = out[key] ? `${out[key]},${value}` : value
  return out
}

function CallFormBody({
  editionId,
  values,
  usage,
  exists,
  reply,
  action,
  pending,
}: Omit<Props, 'reply'> & { reply: FormReply; action: (data: FormData) => void; pending: boolean }) {
  const shown = Object.keys(reply.values).length ? reply.values : values
  const [rows, setRows] = useState<KeyedTopic[]>(() =>
    topicRowsOf(shown).map((row, key) => ({ ...row, key })),
  )
  const [errors, setErrors] = useState(reply.errors)
  const [message, setMessage] = useState(reply.message)
  const onIntent = (intent: string) =>
    setRows((r) =>
      applyTopicIntent(r, intent, () => ({
        key: Math.max(-1, ...r.map((x) => x.key)) + 1,
        name: '',
        was: '',
      })),
    )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form, (event.nativeEvent as SubmitEvent).submitter)
    const parsed = callSettingsSchema.safeParse(callFromForm(postedValues(data)))
    if (!parsed.success) {
      setErrors(firstFieldErrors(fieldErrors(parsed.error)))
      setMessage({ tone: 'error', text: CALL_REFUSED })
      return firstInvalid(form)
    }
    startTransition(() => action(data))
  }

  return (
    <form
      action={action}
      onSubmit={submit}
      noValidate
      className={styles.form}
      aria-label="The call for abstracts"
    >
      {/* Enter in a field saves the call, not the first row's button: the first submit button is this one. */}
      <div className="visually-hidden" aria-hidden="true">
        <button type="submit" name={INTENT_FIELD} value={SAVE_INTENT} tabIndex={-1}>
          Save
        </button>
      </div>
      <input type="hidden" name="edition" value={editionId} />
      {message && <SummaryAlert tone={message.tone}>{message.text}</SummaryAlert>}
      <CallWindowFields values={shown} errors={errors} />
      <CallTopics rows={rows} errors={errors} usage={usage} onIntent={onIntent} />
      <CallRuleFields values={shown} errors={errors} />
      <div className={styles.actions}>
        <Button type="submit" name={INTENT_FIELD} value={SAVE_INTENT} disabled={pending}>
          {pending ? 'Saving…' : exists ? 'Save the call' : 'Create the call'}
        </Button>
      </div>
    </form>
  )
}
