// The committee's actions over the whole call: Assign reviewers (gives each submitted, undecided
// abstract its missing reviewers; idempotent) and Mail the decisions (every decision not mailed
// yet, made final: confirmed first, behind a disclosure). Plain forms posting to server actions:
// they work before the page's script has run.
import Link from 'next/link'
import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/field'
import { assignAction, mailDecisionsAction } from '@/lib/api/actions/committee'
import styles from './committee.module.css'

export function CommitteeToolbar({ unsent }: { unsent: number }) {
  return (
    <div className={styles.toolbar}>
      <form action={assignAction}>
        <Button type="submit">Assign reviewers</Button>
      </form>
      <details className={styles.confirm}>
        <summary>Mail the decisions ({unsent})</summary>
        {unsent === 0 ? (
          <p>Every decision taken so far has been mailed.</p>
        ) : (
          <form action={mailDecisionsAction}>
            <p>
              {unsent} decision{unsent === 1 ? '' : 's'} not mailed yet. Once mailed, a decision is final.
            </p>
            <CheckboxField
              label="I confirm: mail these decisions to their submitters"
              name="confirm"
              value="yes"
              required
            />
            <Button type="submit">Mail {unsent === 1 ? 'the decision' : `${unsent} decisions`}</Button>
          </form>
        )}
      </details>
      <Link href="/admin/abstracts/reviewers">Reviewers and review settings</Link>
    </div>
  )
}
