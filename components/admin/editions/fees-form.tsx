'use client'

// Editing an edition's fee slabs (PUT /adminpanel/editions/fees/?id=): per category (a fieldset),
// slabs in order under column headings, each with a name, an amount in rupees and a last day; the
// last slab is open-ended. Every input is named for assistive technology by its category, slab and
// column. The server validates (overlaps, open-ended last slab, negative amounts) and its messages
// show here.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import field from '@/components/ui/field.module.css'
import { ApiError } from '@/lib/api/errors'
import type { EditionDto } from '@/lib/editions/schema'
import type { CategoryFeesDto } from '@/lib/pricing'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './editions.module.css'
import { FormActions } from './form-actions'

type Slab = CategoryFeesDto['slabs'][number]

/** One slab: its name, amount and last day, each labelled with the category and slab for assistive technology. */
function SlabRow({
  who,
  slab,
  position,
  last,
  onChange,
}: {
  who: string
  slab: Slab
  position: number
  last: boolean
  onChange: (s: Slab) => void
}) {
  const name = `${who}, slab ${position}`
  return (
    <tr>
      <td>
        <input
          className={field.control}
          aria-label={`${name}: name`}
          value={slab.label}
          onChange={(e) => onChange({ ...slab, label: e.target.value })}
        />
      </td>
      <td>
        <input
          className={field.control}
          aria-label={`${name}: amount in rupees`}
          type="number"
          inputMode="numeric"
          min={0}
          value={slab.amount}
          onChange={(e) => onChange({ ...slab, amount: Number(e.target.value) })}
        />
      </td>
      <td>
        {last ? (
          <span className={styles.openEnded}>Open-ended</span>
        ) : (
          <input
            className={field.control}
            aria-label={`${name}: last day`}
            type="date"
            value={slab.last_day ?? ''}
            onChange={(e) => onChange({ ...slab, last_day: e.target.value || null })}
          />
        )}
      </td>
    </tr>
  )
}

/** A category's slabs under column headings, in a fieldset named by the category. */
function CategorySlabs({
  fees,
  onChange,
}: {
  fees: CategoryFeesDto
  onChange: (i: number, s: Slab) => void
}) {
  const who = CATEGORY_LABELS[fees.category]
  return (
    <fieldset className={styles.category}>
      <legend>{who}</legend>
      <table className={styles.slabs}>
        <thead>
          <tr>
            <th scope="col">Slab</th>
            <th scope="col">Amount (Rs.)</th>
            <th scope="col">Last day</th>
          </tr>
        </thead>
        <tbody>
          {fees.slabs.map((s, i) => (
            <SlabRow
              key={i}
              who={who}
              slab={s}
              position={i + 1}
              last={i === fees.slabs.length - 1}
              onChange={(slab) => onChange(i, slab)}
            />
          ))}
        </tbody>
      </table>
    </fieldset>
  )
}

export function FeesForm({ edition, onDone }: { edition: EditionDto; onDone: () => void }) {
  const router = useRouter()
  const [fees, setFees] = useState(edition.fees)
  const [problem, setProblem] = useState<string | null>(null)
  const save = useAdminMutation({
    run: (f: CategoryFeesDto[]) => apiSend('PUT', `/adminpanel/editions/fees/?id=${edition.id}`, { fees: f }),
    refresh: [],
    success: 'Fees updated successfully!',
    failure: (_f, error) => `Failed to update the fees: ${error.message}`,
  })
  const change = (c: number, i: number, slab: Slab) =>
    setFees(fees.map((f, k) => (k === c ? { ...f, slabs: f.slabs.map((s, j) => (j === i ? slab : s)) } : f)))
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setProblem(null)
    save.mutate(fees, {
      onSuccess: () => {
        router.refresh()
        onDone()
      },
      onError: (error) =>
        setProblem(
          error instanceof ApiError
            ? Object.values(error.fields ?? {})
                .flat()
                .join(' ') || error.message
            : null,
        ),
    })
  }
  return (
    <form method="post" className={styles.form} onSubmit={submit} aria-label={`Fees of ${edition.name}`}>
      <p className={styles.note}>
        Whole rupees. Each slab applies until its last day (India time), the next from the day after; the last
        slab is open-ended.
      </p>
      <div className={styles.categories}>
        {fees.map((f, c) => (
          <CategorySlabs key={f.category} fees={f} onChange={(i, slab) => change(c, i, slab)} />
        ))}
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      <FormActions saving={save.isPending} label="Save fees" onCancel={onDone} />
    </form>
  )
}
