import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { AbstractEditor } from '@/components/abstracts/abstract-editor'
import { FigureForm } from '@/components/abstracts/figure-form'
import { FlowPage } from '@/components/registration/flow-page'
import flow from '@/components/registration/registration.module.css'
import { Alert } from '@/components/ui/alert'
import { findCall } from '@/lib/abstracts/call'
import { formValues } from '@/lib/abstracts/form'
import { DECISION_OUTCOMES } from '@/lib/abstracts/review-words'
import { findAbstract } from '@/lib/abstracts/service'
import { currentSubmitter } from '@/lib/abstracts/submitter'
import { callRefusal } from '@/lib/abstracts/window'
import {
  CHANGES_SAVED,
  DRAFT_SAVED,
  FIGURE_REMOVED,
  FIGURE_SAVED,
  STATUS_LABELS,
  WITHDRAWN_MESSAGE,
} from '@/lib/abstracts/words'
import { replyOf } from '@/lib/api/actions/intake'
import { REPLY_OF } from '@/lib/api/actions/reply'
import { findCurrentEdition } from '@/lib/editions/service'
import { SignedOut } from '../signed-out'

// Per submitter, opened by their cookie: rendered at request time, never cached.
export const instant = false

export const metadata: Metadata = {
  title: 'Your abstract',
  robots: { index: false, follow: false },
  referrer: 'same-origin',
}

const id = (v: string) => (/^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : null)
const BLANK = formValues({ title: '', topic: '', type: '', authors: [], sections: {} as never })

/** What the address says was just done (?done=…, from the editor's action). */
function doneNotice(done: unknown, number: string | null, email: string): string | null {
  if (done === 'submitted') return `Abstract ${number} is submitted. A receipt is on its way to ${email}.`
  if (done === 'saved') return DRAFT_SAVED
  if (done === 'changed') return CHANGES_SAVED
  if (done === 'figure') return FIGURE_SAVED
  if (done === 'figure-removed') return FIGURE_REMOVED
  return done === 'withdrawn' ? WITHDRAWN_MESSAGE : null
}

// GET /abstracts/mine/<id> (or /abstracts/mine/new) — the editor of one of the submitter's abstracts
export default async function AbstractPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const [{ id: param }, q] = await Promise.all([params, searchParams, connection()])
  const [email, edition] = await Promise.all([currentSubmitter(), findCurrentEdition()])
  if (!email)
    return (
      <FlowPage step={edition.name} title="Your abstract" narrow>
        <SignedOut />
      </FlowPage>
    )
  const abstract = param === 'new' ? null : await findAbstract(email, id(param) ?? 0)
  if (param !== 'new' && !abstract) notFound()
  const call = await findCall(abstract?.edition_id ?? edition.id)
  if (!call) notFound()
  const closed = callRefusal(call)
  const notice = abstract && doneNotice(q.done, abstract.number, email)
  return (
    <FlowPage
      step={abstract?.number ?? edition.name}
      title={abstract ? abstract.title || 'Untitled draft' : 'New abstract'}
      lead={
        abstract
          ? `State: ${STATUS_LABELS[abstract.status]}${abstract.decision ? `. ${DECISION_OUTCOMES[abstract.decision]}.` : ''}`
          : `Up to ${call.word_limit} words in all.`
      }
      narrow
    >
      <div className={flow.cards}>
        {notice && (
          <Alert tone="success">
            <span data-testid="abstract-notice">{notice}</span>
          </Alert>
        )}
        {closed && <Alert tone="info">{closed}</Alert>}
        <AbstractEditor
          id={abstract?.id ?? 'new'}
          status={abstract?.status ?? null}
          values={abstract ? formValues(abstract) : BLANK}
          terms={{ types: call.types, topics: call.topics, word_limit: call.word_limit }}
          editable={!closed && abstract?.status !== 'withdrawn'}
          reply={await replyOf(REPLY_OF.abstract)}
        />
        {abstract && (
          <FigureForm
            id={abstract.id}
            figure={abstract.figure}
            editable={!closed && abstract.status !== 'withdrawn'}
            reply={await replyOf(REPLY_OF.figure)}
          />
        )}
        <Link href="/abstracts/mine" className={flow.link}>
          ← All your abstracts
        </Link>
      </div>
    </FlowPage>
  )
}
