// What the committee's last action did, as its address says (counts and ids only): reviewers
// assigned (and abstracts still short of them), a decision saved, decisions mailed, a reviewer
// revoked, or why an action was refused.
import { Alert } from '@/components/ui/alert'
import { refusalText } from '../refusal'

type Search = Record<string, string | string[] | undefined>

const REFUSALS: Record<string, string> = {
  conflict: 'Refused: a mailed decision is final, and criteria already scored cannot change.',
  not_found: 'Not found: the abstract or reviewer is no longer there (withdrawn or revoked).',
  invalid: 'Refused: the form was incomplete. Choose a decision, or tick the box to confirm.',
}

function notice(q: Search): { tone: 'success' | 'error'; text: string } | null {
  const n = (key: string) => Number(q[key])
  if (typeof q.refused === 'string') return { tone: 'error', text: refusalText(q.refused, REFUSALS) }
  if (typeof q.assigned === 'string') {
    const short = n('short')
    const shortText = short
      ? ` ${short} abstract${short === 1 ? '' : 's'} could not get every reviewer: too few eligible reviewers (see “Needs … more”).`
      : ''
    return { tone: short ? 'error' : 'success', text: `${n('assigned')} assignments made.${shortText}` }
  }
  if (typeof q.decided === 'string') return { tone: 'success', text: 'Decision saved.' }
  if (typeof q.mailed === 'string')
    return { tone: 'success', text: `${n('mailed')} decision mails queued: they are on their way.` }
  if (q.done === 'revoked') return { tone: 'success', text: 'The reviewer was revoked.' }
  return null
}

export function CommitteeNotice({ query }: { query: Search }) {
  const said = notice(query)
  return said && <Alert tone={said.tone}>{said.text}</Alert>
}
