'use client'

// /admin/editions: every edition with its dates, registration window, state and fees; edit the
// facts and window, edit the fee slabs, make one current, create the next from the current one.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { formatIndianDateTime } from '@/lib/dates'
import type { EditionDto } from '@/lib/editions/schema'
import type { EditionState } from '@/lib/editions/window'
import { conferenceDates, ordinal } from '@/lib/editions/wording'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import { EditionForm } from './edition-form'
import styles from './editions.module.css'
import { FeesForm } from './fees-form'

export interface EditionRow {
  edition: EditionDto
  state: EditionState
}

function EditionCard({ edition, state }: EditionRow) {
  const router = useRouter()
  const confirm = useConfirm()
  const [editing, setEditing] = useState<'facts' | 'fees' | null>(null)
  const switchTo = useAdminMutation({
    run: () => apiSend('PUT', `/adminpanel/editions/?id=${edition.id}`, { current: true }),
    refresh: [],
    success: `${edition.name} is now the current edition.`,
    failure: (_i, error) => `Failed to switch editions: ${error.message}`,
  })
  const makeCurrent = async () => {
    if (
      await confirm(`Make ${edition.name} the current edition? The whole site will follow it.`, 'Yes, switch')
    )
      switchTo.mutate(undefined, { onSuccess: () => router.refresh() })
  }
  return (
    <li className={styles.card} aria-label={edition.name} data-testid={`edition-${edition.number}`}>
      <h2>
        {edition.name} <small>({ordinal(edition.number)})</small>
        {edition.current && <span className={styles.badge}>Current</span>}
      </h2>
      <p>
        {conferenceDates(edition)} · {edition.city} · prefix {edition.registration_prefix}
      </p>
      <p>
        Registration {formatIndianDateTime(edition.opens_at)} – {formatIndianDateTime(edition.closes_at)}:{' '}
        <strong data-testid="edition-state">{state}</strong>
      </p>
      <div className={styles.actions}>
        <Button size="small" variant="secondary" onClick={() => setEditing('facts')}>
          Edit dates and window
        </Button>
        <Button size="small" variant="secondary" onClick={() => setEditing('fees')}>
          Edit fees
        </Button>
        {!edition.current && (
          <Button size="small" onClick={makeCurrent} disabled={switchTo.isPending}>
            Make current
          </Button>
        )}
      </div>
      {editing === 'facts' && <EditionForm edition={edition} onDone={() => setEditing(null)} />}
      {editing === 'fees' && <FeesForm edition={edition} onDone={() => setEditing(null)} />}
    </li>
  )
}

export function EditionsAdmin({ rows }: { rows: EditionRow[] }) {
  const router = useRouter()
  const current = rows.find((r) => r.edition.current)?.edition
  const create = useAdminMutation({
    run: () => apiSend<EditionDto>('POST', '/adminpanel/editions/', { copy_from: current?.id }),
    refresh: [],
    success: (_i, e) => `${e.name} created from the current edition.`,
    failure: (_i, error) => `Failed to create the edition: ${error.message}`,
  })
  return (
    <>
      <div className={styles.actions}>
        <Button
          onClick={() => create.mutate(undefined, { onSuccess: () => router.refresh() })}
          disabled={!current}
        >
          Create the next edition from the current one
        </Button>
      </div>
      <ul className={styles.list}>
        {rows.map((r) => (
          <EditionCard key={r.edition.id} {...r} />
        ))}
      </ul>
    </>
  )
}
