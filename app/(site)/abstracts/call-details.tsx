// The call as the public page states it: its window, what may be submitted, the word limit, the
// rule for the presenting author and the guidelines. A server component.
import styles from '@/components/abstracts/abstracts.module.css'
import flow from '@/components/registration/registration.module.css'
import type { CallDto } from '@/lib/abstracts/schema'
import { TYPE_LABELS, type AbstractType } from '@/lib/abstracts/words'
import { formatIndianDateTime, formatLongDate } from '@/lib/dates'

export function CallDetails({ call }: { call: CallDto }) {
  return (
    <section className={flow.card} aria-labelledby="call-heading">
      <h2 id="call-heading" className={flow.lead}>
        The call
      </h2>
      <dl className={flow.summary}>
        <dt>Opens</dt>
        <dd>{formatIndianDateTime(call.opens_at)} (India time)</dd>
        <dt>Closes</dt>
        <dd data-testid="call-closes">{formatIndianDateTime(call.closes_at)} (India time)</dd>
        <dt>Types</dt>
        <dd>{call.types.map((t) => TYPE_LABELS[t as AbstractType] ?? t).join(', ')}</dd>
        <dt>Word limit</dt>
        <dd>{call.word_limit} words: background, objectives, methods, results and conclusion together</dd>
        {call.presenter_must_register && (
          <>
            <dt>Presenting author</dt>
            <dd>
              Must be a registered delegate
              {call.register_by ? ` by ${formatLongDate(call.register_by)}` : ''}
            </dd>
          </>
        )}
      </dl>
      <h3>Topics</h3>
      <ul>
        {call.topics.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      {call.guidelines && (
        <div className={styles.guidelines}>
          <h3>Guidelines</h3>
          {call.guidelines.split(/\n\s*\n/).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
    </section>
  )
}
