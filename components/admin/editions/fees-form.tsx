'use client'

// Editing an edition's fee slabs (PUT /adminpanel/editions/fees/?id=): per category, slabs in
// order with a label, an amount in rupees and a last day; the last slab is open-ended. The
// server validates (overlaps, open-ended last slab, negative amounts) and its messages show here.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { ApiError } from '@/lib/api/errors'
import type { CategoryFeesDto, EditionDto } from '@/lib/editions/schema'
import { CATEGORY_LABELS } from '@/lib/fees'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './editions.module.css'
import { FormActions } from './form-actions'

type Slab = CategoryFeesDto['slabs'][number]

function SlabRow({ slab, last, onChange }: { slab: Slab; last: boolean; onChange: (s: Slab) => void }) {
  return (
    <tr>
      <td>
        <input
          aria-label="Label"
          value={slab.label}
          onChange={(e) => onChange({ ...slab, label: e.target.value })}
        />
      </td>
      <td>
        <input
          aria-label="Amount (Rs.)"
          type="number"
          value={slab.amount}
          onChange={(e) => onChange({ ...slab, amount: Number(e.target.value) })}
        />
      </td>
      <td>
        {last ? (
          'Open-ended'
        ) : (
          <input
            aria-label="Last day"
            type="date"
            value={slab.last_day ?? ''}
            onChange={(e) => onChange({ ...slab, last_day: e.target.value || null })}
          />
        )}
      </td>
    </tr>
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
      {fees.map((f, c) => (
        <table key={f.category} className={styles.slabs}>
          <caption>{CATEGORY_LABELS[f.category]}</caption>
          <tbody>
            {f.slabs.map((s, i) => (
              <SlabRow
                key={i}
                slab={s}
                last={i === f.slabs.length - 1}
                onChange={(slab) => change(c, i, slab)}
              />
            ))}
          </tbody>
        </table>
      ))}
      {problem && <Alert tone="error">{problem}</Alert>}
      <FormActions saving={save.isPending} label="Save fees" onCancel={onDone} />
    </form>
  )
}
