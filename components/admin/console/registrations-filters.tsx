// The list's filter form: a plain GET form (it works without JavaScript; with it, next/form
// navigates without a full reload). The current order is kept; a new filter starts at page 1.
import Form from 'next/form'
import { Button, ButtonLink } from '@/components/ui/button'
import { SelectField, TextField } from '@/components/ui/field'
import { REGISTRATIONS_PAGE } from '@/lib/console/query'
import { PAGE_SIZES, REMINDED_FILTERS, type RegistrationsQuery } from '@/lib/console/schema'
import { CATEGORIES, CATEGORY_LABELS } from '@/lib/registrations/categories'
import { REGISTRATION_STATUSES, STATUS_LABELS } from '@/lib/registrations/lifecycle'
import adminStyles from '../admin.module.css'
import styles from './registrations.module.css'

const STATE_OPTIONS = REGISTRATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))
const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))
const REMINDED_LABELS: Record<(typeof REMINDED_FILTERS)[number], string> = {
  yes: 'Reminded',
  no: 'Not reminded',
}
const REMINDED_OPTIONS = REMINDED_FILTERS.map((r) => ({ value: r, label: REMINDED_LABELS[r] }))
const SIZE_OPTIONS = PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))

export function RegistrationsFilters({
  query,
  editions,
}: {
  query: RegistrationsQuery
  /** Every edition, newest first: past editions' registrations stay readable. */
  editions: { id: number; name: string }[]
}) {
  return (
    // The key resets the uncontrolled fields when the URL's filters change (e.g. Clear).
    <Form
      key={JSON.stringify(query)}
      action={REGISTRATIONS_PAGE}
      role="search"
      aria-label="Filter registrations"
      className={`${adminStyles.twoCols} ${styles.filters}`}
    >
      <div className={styles.search}>
        <TextField
          label="Search"
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          maxLength={100}
          hint="Name, e-mail, phone or registration number"
        />
      </div>
      {/* The lists to choose from, each with an "all" choice first. */}
      {[
        { label: 'State', name: 'status', options: STATE_OPTIONS, all: 'All states', value: query.status },
        {
          label: 'Category',
          name: 'category',
          options: CATEGORY_OPTIONS,
          all: 'All categories',
          value: query.category,
        },
        {
          label: 'Reminders to pay',
          name: 'reminded',
          options: REMINDED_OPTIONS,
          all: 'Reminded or not',
          value: query.reminded,
        },
        {
          label: 'Edition',
          name: 'edition',
          options: editions.map((e) => ({ value: String(e.id), label: e.name })),
          all: 'All editions',
          value: query.edition && String(query.edition),
        },
      ].map((f) => (
        <SelectField
          key={f.name}
          label={f.label}
          name={f.name}
          options={f.options}
          placeholder={f.all}
          defaultValue={f.value ?? ''}
        />
      ))}
      <TextField label="Registered from" name="from" type="date" defaultValue={query.from ?? ''} />
      <TextField label="Registered to" name="to" type="date" defaultValue={query.to ?? ''} />
      <SelectField
        label="Rows per page"
        name="pageSize"
        options={SIZE_OPTIONS}
        defaultValue={String(query.pageSize)}
      />
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <div className={styles.filterActions}>
        <Button type="submit">Apply</Button>
        <ButtonLink href={REGISTRATIONS_PAGE} variant="secondary" prefetch={false}>
          Clear
        </ButtonLink>
      </div>
    </Form>
  )
}
