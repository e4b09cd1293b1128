'use client'

// The desk's search (a ticket code as printed under the QR code, a registration number, a full
// mobile number or a full name) and a check-in button per registration found; the same rules as
// a scanned ticket.
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { ApiError } from '@/lib/api/errors'
import type { CheckinCandidate } from '@/lib/tickets/schema'
import styles from './desk.module.css'
import { clock, searchCandidates } from './use-desk'

export function DeskSearch({ onCheckIn, busy }: { onCheckIn: (id: number) => void; busy: boolean }) {
  const [q, setQ] = useState('')
  const [results, setResults] = useState<CheckinCandidate[] | null>(null)
  const [error, setError] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError('')
    try {
      setResults(await searchCandidates(q))
    } catch (e) {
      setResults(null)
      setError(e instanceof ApiError ? e.message : 'The search failed. Please try again.')
    }
  }

  return (
    <section aria-labelledby="search-heading" className={styles.search}>
      <h2 id="search-heading" className={styles.subhead}>
        Search
      </h2>
      <form method="post" onSubmit={(e) => void submit(e)} role="search">
        <TextField
          label="Ticket code, name, mobile or registration number"
          hint="Type it whole: part of a name or number finds nothing."
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          error={error || null}
          inputMode="search"
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" block>
          Search
        </Button>
      </form>
      {results && (
        <ul className={styles.results} aria-label="Registrations found">
          {results.length === 0 && <li>No registration found.</li>}
          {results.map((c) => (
            <li key={c.id} className={styles.candidate}>
              <p className={styles.candidateName}>{c.name}</p>
              <p>
                {c.registration_number} · {c.category} · mobile …{c.mobile_end}
              </p>
              <p className={c.refusal ? styles.error : undefined}>
                {c.refusal ??
                  (c.checked_in_at
                    ? `Checked in at ${clock(c.checked_in_at)} by ${c.checked_in_by}`
                    : c.status)}
              </p>
              <Button
                onClick={() => onCheckIn(c.id)}
                disabled={busy}
                block
                aria-label={`Check in ${c.name} (${c.registration_number})`}
              >
                Check in
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
