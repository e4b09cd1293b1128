'use client'

// The desk's search (a ticket code as printed under the QR code, a registration number, a full
// mobile number or a full name) and a check-in button per registration found; the same rules as
// a scanned ticket. A typed ticket code is checked in as if scanned when the site does not answer
// its search within SLOW_MS, or while the desk works from the device (./offline.ts).
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { ApiError } from '@/lib/api/errors'
import type { CheckinCandidate } from '@/lib/tickets/schema'
import { clock } from './clock'
import styles from './desk.module.css'
import { SLOW_MS } from './offline'
import { searchCandidates } from './use-desk'

const TICKET_CODE = /^\s*T1-\d+-[A-Z2-7\s]+$/i

/** The search of a ticket code, given up (as without the network) when the site is slow. */
function searchCode(q: string): Promise<CheckinCandidate[]> {
  const slow = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new ApiError('network', 'The site is slow.', { status: 0 })), SLOW_MS),
  )
  return Promise.race([searchCandidates(q), slow])
}

interface Props {
  onCheckIn: (id: number) => void
  /** A typed ticket code, checked in from the device when the desk works offline. */
  onCode: (code: string) => void
  /** The desk works from the device now (no network, or check-ins wait to be sent). */
  local: boolean
  busy: boolean
}

export function DeskSearch({ onCheckIn, onCode, local, busy }: Props) {
  const [q, setQ] = useState('')
  const [results, setResults] = useState<CheckinCandidate[] | null>(null)
  const [error, setError] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError('')
    const code = TICKET_CODE.test(q)
    if (code && local) return onCode(q)
    try {
      setResults(await (code ? searchCode(q) : searchCandidates(q)))
    } catch (e) {
      setResults(null)
      if (code && e instanceof ApiError && e.status === 0) return onCode(q)
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
