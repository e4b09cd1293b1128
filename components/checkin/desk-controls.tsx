'use client'

// The organisers' part of the desk page (administrators only): the time the desk opens on the
// day before the first day, and the rehearsal switch, opened only after a confirmation that says
// what it does. Both are audited on the server; the page is then rendered again (its banner).
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TextField } from '@/components/ui/field'
import { apiRequest } from '@/lib/api/client'
import { ApiError } from '@/lib/api/errors'
import { DESK_API, REHEARSAL_API } from '@/lib/tickets/desk-api'
import type { DeskState } from '@/lib/tickets/schema'
import styles from './desk.module.css'

export function DeskControls({ state }: { state: DeskState }) {
  const router = useRouter()
  const [time, setTime] = useState(state.opens_time)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function send(path: string, body: object) {
    setBusy(true)
    setError('')
    try {
      await apiRequest(path, { method: 'PUT', body })
      router.refresh()
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The change failed. Please try again.')
    } finally {
      setBusy(false)
      setAsking(false)
    }
  }
  const saveTime = (event: FormEvent) => {
    event.preventDefault()
    void send(DESK_API, { opens_time: time })
  }

  return (
    <section className={styles.controls} aria-labelledby="desk-controls-heading">
      <h2 id="desk-controls-heading" className={styles.subhead}>
        Desk settings (organisers)
      </h2>
      <form method="post" onSubmit={saveTime}>
        <TextField
          label="The desk opens the day before the first day at (India time)"
          name="opens_time"
          type="time"
          value={time}
          onChange={(e) => setTime(e.target.value)}
          required
        />
        <Button type="submit" variant="secondary" disabled={busy || time === state.opens_time}>
          Save opening time
        </Button>
      </form>
      {state.rehearsal ? (
        <Button variant="secondary" disabled={busy} onClick={() => void send(REHEARSAL_API, { open: false })}>
          End the rehearsal
        </Button>
      ) : (
        state.phase === 'early' && (
          <Button variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
            Open the desk early for a rehearsal
          </Button>
        )
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <ConfirmDialog
        open={asking}
        message={`Open the desk now, before ${state.edition}, for a rehearsal? Until you end it, check-ins are practice: they are not arrivals and earn no certificate. The desk page shows a banner, and the audit log records who opened it.`}
        confirmLabel="Yes, open for a rehearsal"
        busy={busy}
        onConfirm={() => void send(REHEARSAL_API, { open: true })}
        onCancel={() => setAsking(false)}
      />
    </section>
  )
}
