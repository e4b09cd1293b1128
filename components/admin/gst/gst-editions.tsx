// The editions with GST settings of their own, each with "Use the association's settings for
// <edition>" behind a disclosure that says what it does: its own settings are deleted and the
// invoices issued from then on follow the association's; invoices already issued are unchanged. A
// plain form posting to a server action (lib/api/actions/gst.ts): it works before the page's script
// has run. What the last one did, as the address says, is focused when it appears.
import styles from '@/components/admin/abstracts/committee.module.css'
import { Button } from '@/components/ui/button'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { associationGstAction } from '@/lib/api/actions/gst'
import { refusalText } from '../refusal'

type Search = Record<string, string | string[] | undefined>
type Edition = { id: number; name: string }

const REFUSALS: Record<string, string> = {
  not_found: 'That edition has no GST settings of its own (any more): it uses the association’s.',
  invalid: 'Refused: no edition was named.',
}

function notice(q: Search, editions: Edition[]): { tone: 'success' | 'error'; text: string } | null {
  if (typeof q.refused === 'string') return { tone: 'error', text: refusalText(q.refused, REFUSALS) }
  if (typeof q.restored !== 'string') return null
  const name = editions.find((e) => String(e.id) === q.restored)?.name ?? 'The edition'
  return {
    tone: 'success',
    text: `${name} now uses the association’s GST settings: its invoices issued from now on follow them.`,
  }
}

export function GstEditions({
  own,
  editions,
  query,
}: {
  own: Edition[]
  editions: Edition[]
  query: Search
}) {
  const said = notice(query, editions)
  return (
    <section aria-labelledby="gst-editions">
      <h3 id="gst-editions">Editions with their own settings</h3>
      {said && <SummaryAlert tone={said.tone}>{said.text}</SummaryAlert>}
      {own.length === 0 ? (
        <p>None: every edition uses the association’s settings.</p>
      ) : (
        <ul>
          {own.map((e) => (
            <li key={e.id}>
              <details className={styles.confirm}>
                <summary>Use the association’s settings for {e.name}</summary>
                <form action={associationGstAction}>
                  <p>
                    {e.name}’s own GST settings are deleted, and its invoices issued from now on use the
                    association’s settings. Invoices already issued are unchanged.
                  </p>
                  <input type="hidden" name="edition" value={e.id} />
                  <Button type="submit" variant="secondary" size="small">
                    Yes, use the association’s settings for {e.name}
                  </Button>
                </form>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
