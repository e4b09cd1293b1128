import Link from 'next/link'
import { CallForm } from '@/components/admin/abstracts/call-form'
import styles from '@/components/admin/abstracts/call.module.css'
import { Hero } from '@/components/admin/blocks'
import { EditionPicker } from '@/components/admin/certificates/edition-picker'
import { toIndiaLocal } from '@/components/admin/editions/india-time'
import { Alert } from '@/components/ui/alert'
import { findCall } from '@/lib/abstracts/call'
import { callFormValues } from '@/lib/abstracts/call-form'
import { callUsage } from '@/lib/abstracts/call-settings'
import type { CallDto } from '@/lib/abstracts/schema'
import { callState } from '@/lib/abstracts/window'
import { ABSTRACT_TYPES, CALL_CREATED, CALL_SAVED, DEFAULT_WORD_LIMIT } from '@/lib/abstracts/words'
import { replyOf } from '@/lib/api/actions/intake'
import { REPLY_OF } from '@/lib/api/actions/reply'
import { requireAdminPage } from '@/lib/auth/guard'
import { addIsoDays, formatIndianDateTime, todayInIndia } from '@/lib/dates'
import type { EditionDto } from '@/lib/editions/schema'
import { listEditions } from '@/lib/editions/service'

export const metadata = { title: 'Call for abstracts · Admin' }

type Search = Promise<Record<string, string | string[] | undefined>>

/** The form's values: the edition's call, or a new call's (open from today until six weeks before the conference). */
function callValues(call: CallDto | null, edition: EditionDto) {
  return callFormValues(
    call
      ? {
          opens_at: toIndiaLocal(call.opens_at),
          closes_at: toIndiaLocal(call.closes_at),
          types: call.types,
          topics: call.topics.map((t) => ({ name: t, was: t })),
          word_limit: String(call.word_limit),
          guidelines: call.guidelines,
          presenter_must_register: call.presenter_must_register,
          register_by: call.register_by ?? '',
          abstracts_url: edition.abstracts_url,
        }
      : {
          opens_at: `${todayInIndia()}T00:00`,
          closes_at: `${addIsoDays(edition.starts_on, -42)}T00:00`,
          types: [...ABSTRACT_TYPES],
          topics: [{ name: '', was: '' }],
          word_limit: String(DEFAULT_WORD_LIMIT),
          guidelines: '',
          presenter_must_register: false,
          register_by: '',
          abstracts_url: edition.abstracts_url,
        },
  )
}

/** Where the call stands now, in words. */
function stateLine(call: CallDto): string {
  const state = callState(call)
  if (state === 'upcoming')
    return `Not open yet: it opens on ${formatIndianDateTime(call.opens_at)} (India time).`
  if (state === 'open')
    return `Open: submitters write and change abstracts until ${formatIndianDateTime(call.closes_at)} (India time).`
  return `Closed on ${formatIndianDateTime(call.closes_at)} (India time): abstracts can no longer be written or changed.`
}

// /admin/abstracts/call?edition= — an edition's call for abstracts (the current edition unless one
// is chosen): its window, types, topics, word limit, guidelines, the presenting author's rule and
// the external form; creating the call of an edition that has none
export default async function CallEditorPage({ searchParams }: { searchParams: Search }) {
  await requireAdminPage()
  const q = await searchParams
  const editions = await listEditions()
  const asked = Number(q.edition)
  const edition = editions.find((e) => e.id === asked) ?? editions.find((e) => e.current) ?? editions[0]
  const [call, usage, reply] = edition
    ? await Promise.all([findCall(edition.id), callUsage(edition.id), replyOf(REPLY_OF.call)])
    : [null, new Map<string, number>(), undefined]
  const topicUsage = Object.fromEntries(
    [...usage].filter(([key]) => key.startsWith('topic:')).map(([key, n]) => [key.slice(6), n]),
  )
  return (
    <>
      <Hero
        title="Call for abstracts"
        subtitle="When the call opens and closes, what it offers, its guidelines and rules. Saved, the public page and the menu follow at once."
      />
      <div className="container">
        {!edition ? (
          <p>No edition exists yet.</p>
        ) : (
          <>
            <EditionPicker
              editions={editions.map((e) => ({ id: e.id, name: e.name }))}
              current={edition.id}
            />
            {q.saved === 'saved' && <Alert tone="success">{CALL_SAVED}</Alert>}
            {q.saved === 'created' && <Alert tone="success">{CALL_CREATED}</Alert>}
            <p className={styles.state} data-testid="call-state">
              {call ? stateLine(call) : `${edition.name} has no call for abstracts yet: create it below.`}
              {call && edition.current && (
                <>
                  {' '}
                  <Link href="/abstracts">See the public page</Link>.
                </>
              )}
            </p>
            <CallForm
              // Drawn afresh from each saved version (its rows' "was" names are the saved topics).
              key={`${edition.id}:${call?.updated_at ?? 'new'}`}
              editionId={edition.id}
              values={callValues(call, edition)}
              usage={topicUsage}
              exists={!!call}
              reply={reply}
            />
          </>
        )}
      </div>
    </>
  )
}
