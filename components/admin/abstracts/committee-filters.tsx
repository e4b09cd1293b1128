// The committee list's filters and order: a plain GET form (it works without JavaScript; with it,
// next/form navigates without a full reload). Its fields carry no personal data.
import Form from 'next/form'
import { Button, ButtonLink } from '@/components/ui/button'
import { SelectField } from '@/components/ui/field'
import type { CommitteeQuery } from '@/lib/abstracts/review-schema'
import { DECISION_LABELS, DECISIONS } from '@/lib/abstracts/review-words'
import { TYPE_LABELS, type AbstractType } from '@/lib/abstracts/words'
import styles from './committee.module.css'

const PAGE = '/admin/abstracts'
const DECISION_OPTIONS = [
  { value: 'undecided', label: 'Not decided yet' },
  ...DECISIONS.map((d) => ({ value: d, label: DECISION_LABELS[d] })),
]
const SORTS = [
  { value: 'spread', label: 'Disagreement first (largest spread)' },
  { value: 'mean', label: 'Best mean first' },
]

export function CommitteeFilters({
  query,
  topics,
  types,
}: {
  query: CommitteeQuery
  topics: string[]
  types: string[]
}) {
  return (
    <Form key={JSON.stringify(query)} action={PAGE} role="search" aria-label="Filter abstracts">
      <div className={styles.filters}>
        <SelectField
          label="Topic"
          name="topic"
          options={topics.map((t) => ({ value: t, label: t }))}
          placeholder="All topics"
          defaultValue={query.topic ?? ''}
        />
        <SelectField
          label="Type"
          name="type"
          options={types.map((t) => ({ value: t, label: TYPE_LABELS[t as AbstractType] ?? t }))}
          placeholder="All types"
          defaultValue={query.type ?? ''}
        />
        <SelectField
          label="Decision"
          name="decision"
          options={DECISION_OPTIONS}
          placeholder="All"
          defaultValue={query.decision ?? ''}
        />
        <SelectField label="Order" name="sort" options={SORTS} defaultValue={query.sort} />
      </div>
      <div className={styles.filterActions}>
        <Button type="submit" variant="secondary" size="small">
          Show
        </Button>
        <ButtonLink href={PAGE} variant="ghost" size="small">
          Clear
        </ButtonLink>
      </div>
    </Form>
  )
}
