// The committee's decision on one abstract: accept as oral, accept as poster, or reject; saved
// with who and when, and changeable until the decisions are mailed (then it is shown, final). A
// plain form posting to its server action: it works before the page's script has run.
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/field'
import type { CommitteeRowDto } from '@/lib/abstracts/review-schema'
import { DECISION_LABELS, DECISIONS } from '@/lib/abstracts/review-words'
import { decideAction } from '@/lib/api/actions/committee'
import { formatIndianDateTime } from '@/lib/dates'
import styles from './committee.module.css'

const OPTIONS = DECISIONS.map((d) => ({ value: d, label: DECISION_LABELS[d] }))

export function DecisionForm({ row }: { row: CommitteeRowDto }) {
  const by =
    row.decision && row.decided_at
      ? ` (${row.decided_by ?? 'the site'}, ${formatIndianDateTime(row.decided_at)})`
      : ''
  if (row.decision && row.decision_sent_at)
    return (
      <p data-testid="decision">
        <strong>{DECISION_LABELS[row.decision]}</strong>
        {by}. Mailed on {formatIndianDateTime(row.decision_sent_at)}: final.
      </p>
    )
  return (
    <form action={decideAction} className={styles.decision}>
      <input type="hidden" name="id" value={row.id} />
      <SelectField
        label={`Decision on ${row.number ?? 'this abstract'}`}
        name="decision"
        options={OPTIONS}
        placeholder="Not decided"
        defaultValue={row.decision ?? ''}
        hint={row.decision ? `Decided${by}; not mailed yet.` : undefined}
        required
      />
      <div>
        <Button type="submit" size="small">
          Save decision
        </Button>
      </div>
    </form>
  )
}
