'use client'

// The call's topics in the editor: one row per topic (its name, and what it was called when the
// page was drawn, so that a renamed topic's abstracts follow it), each with Move up, Move down and
// Remove, and Add a topic. The buttons post to the editor's action before the page's script has
// run (the rows come back changed) and change the rows in place after.
import { Button } from '@/components/ui/button'
import { FieldError, TextField } from '@/components/ui/field'
import { INTENT_FIELD } from '@/lib/abstracts/call-form'
import { CALL_LIMITS } from '@/lib/abstracts/words'
import styles from './call.module.css'

export interface KeyedTopic {
  key: number
  name: string
  was: string
}

function RowButton({
  intent,
  text,
  detail = '',
  onIntent,
}: {
  intent: string
  text: string
  /** Said to screen readers after the text: which row. */
  detail?: string
  onIntent: (intent: string) => void
}) {
  return (
    <Button
      type="submit"
      name={INTENT_FIELD}
      value={intent}
      variant="secondary"
      size="small"
      formNoValidate
      onClick={(e) => {
        e.preventDefault()
        onIntent(intent)
      }}
    >
      {text}
      {detail && <span className="visually-hidden"> {detail}</span>}
    </Button>
  )
}

const usedBy = (n: number) =>
  n === 1 ? 'Chosen by 1 submitted abstract' : `Chosen by ${n} submitted abstracts`

export function CallTopics({
  rows,
  errors,
  usage,
  onIntent,
}: {
  rows: KeyedTopic[]
  errors: Record<string, string>
  /** Submitted abstracts by topic (a topic in use cannot be removed). */
  usage: Record<string, number>
  onIntent: (intent: string) => void
}) {
  return (
    <fieldset className={styles.group} aria-describedby={errors.topics ? 'call-topics-error' : undefined}>
      <legend>Topics</legend>
      <p className={styles.muted}>
        Submitters choose one, in this order. Renaming a topic renames it on the abstracts that chose it; a
        topic chosen by a submitted abstract cannot be removed.
      </p>
      <ol className={styles.topics}>
        {rows.map((row, i) => {
          const used = row.was ? (usage[row.was] ?? 0) : 0
          const label = `topic ${i + 1}${row.was ? ` (${row.was})` : ''}`
          return (
            <li key={row.key} className={styles.topic}>
              <TextField
                label={`Topic ${i + 1}`}
                name={`topics.${i}.name`}
                defaultValue={row.name}
                maxLength={CALL_LIMITS.topicChars}
                error={errors[`topics.${i}.name`]}
                hint={used ? usedBy(used) : undefined}
              />
              <input type="hidden" name={`topics.${i}.was`} value={row.was} />
              <div className={styles.topicButtons}>
                {i > 0 && (
                  <RowButton intent={`topic-up:${i}`} text="Move up" detail={label} onIntent={onIntent} />
                )}
                {i < rows.length - 1 && (
                  <RowButton intent={`topic-down:${i}`} text="Move down" detail={label} onIntent={onIntent} />
                )}
                {!used && (
                  <RowButton intent={`remove-topic:${i}`} text="Remove" detail={label} onIntent={onIntent} />
                )}
              </div>
            </li>
          )
        })}
      </ol>
      <FieldError id="call-topics-error" error={errors.topics} />
      {rows.length < CALL_LIMITS.topics && (
        <div>
          <RowButton intent="add-topic" text="Add a topic" onIntent={onIntent} />
        </div>
      )}
    </fieldset>
  )
}
