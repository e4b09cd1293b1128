'use server'

// The committee's forms on /admin/abstracts and /admin/abstracts/reviewers (organisers), with or
// without the page's script: Assign reviewers, a decision, Mail the decisions, the review
// settings, a reviewer's invitation and revocation. The same schemas and domain calls as the
// /adminpanel/abstracts and /adminpanel/reviewers handlers; each action checks the organiser's
// session and role itself (lib/auth/guard.ts, actionAccount). The buttons' actions go back to the
// page saying what was done (in the address: counts and ids, never personal data); the forms with
// fields answer in the page with what was typed.
import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import { assignReviewers } from '@/lib/abstracts/assignment'
import { decide, mailDecisions, saveReviewSettings } from '@/lib/abstracts/decisions'
import { decisionSchema, reviewerInviteSchema, reviewSettingsSchema } from '@/lib/abstracts/review-schema'
import { inviteReviewer, revokeReviewer } from '@/lib/abstracts/reviewers'
import { actionAccount } from '@/lib/auth/guard'
import { registrationIdOf } from '@/lib/registrations/review'
import { ApiError } from '../errors'
import { parse } from '../input'
import { formEntries, keepReply, refusal, refusedCode, sentValues } from './intake'
import { REPLY_OF, type FormReply } from './reply'

const COMMITTEE = '/admin/abstracts'
const REVIEWERS = '/admin/abstracts/reviewers'

export async function assignAction(): Promise<void> {
  let target: string
  try {
    const { actor } = await actionAccount(['admin'])
    const { added, short } = await assignReviewers(actor)
    target = `${COMMITTEE}?assigned=${added}&short=${short.length}`
  } catch (error) {
    target = `${COMMITTEE}?refused=${refusedCode(error)}`
  }
  refresh()
  redirect(target)
}

export async function decideAction(data: FormData): Promise<void> {
  const form = sentValues(formEntries(data), ['id', 'decision'])
  const id = registrationIdOf(form.id) ?? 0
  let target: string
  try {
    const { actor } = await actionAccount(['admin'])
    await decide(id, parse(decisionSchema, form).decision, actor)
    target = `${COMMITTEE}?decided=${id}#abstract-${id}`
  } catch (error) {
    target = `${COMMITTEE}?refused=${refusedCode(error)}#abstract-${id}`
  }
  refresh()
  redirect(target)
}

export async function mailDecisionsAction(data: FormData): Promise<void> {
  let target: string
  try {
    const { actor } = await actionAccount(['admin'])
    if (sentValues(formEntries(data), ['confirm']).confirm !== 'yes')
      throw new ApiError('invalid', 'Tick the box to confirm.')
    target = `${COMMITTEE}?mailed=${(await mailDecisions(actor)).mailed.length}`
  } catch (error) {
    target = `${COMMITTEE}?refused=${refusedCode(error)}`
  }
  refresh()
  redirect(target)
}

export async function reviewSettingsForm(_previous: FormReply, data: FormData): Promise<FormReply> {
  const values = sentValues(formEntries(data), ['criteria', 'reviewers_per_abstract'])
  try {
    const { actor } = await actionAccount(['admin'])
    const criteria = values.criteria
      .split(/\r?\n/)
      .map((c) => c.trim())
      .filter(Boolean)
    await saveReviewSettings(parse(reviewSettingsSchema, { ...values, criteria }), actor)
  } catch (error) {
    return keepReply(REPLY_OF.reviewSettings, await refusal(error, values))
  }
  refresh()
  return keepReply(REPLY_OF.reviewSettings, {
    values,
    errors: {},
    message: { tone: 'success', text: 'The review settings are saved.' },
  })
}

export async function inviteReviewerForm(_previous: FormReply, data: FormData): Promise<FormReply> {
  const form = formEntries(data)
  const values = sentValues(form, ['name', 'email', 'institution', 'topics'])
  try {
    const { actor } = await actionAccount(['admin'])
    // Ticked topics come joined with commas (formEntries); a topic holds none.
    const topics = values.topics
      ? data.getAll('topics').filter((t): t is string => typeof t === 'string')
      : []
    const invited = await inviteReviewer(parse(reviewerInviteSchema, { ...values, topics }), actor)
    refresh()
    return keepReply(REPLY_OF.reviewerInvite, {
      values: {},
      errors: {},
      message: { tone: 'success', text: `Invitation sent to ${invited.email}.` },
    })
  } catch (error) {
    return keepReply(REPLY_OF.reviewerInvite, await refusal(error, values))
  }
}

export async function revokeReviewerAction(data: FormData): Promise<void> {
  const id = registrationIdOf(sentValues(formEntries(data), ['id']).id) ?? 0
  let target: string
  try {
    const { actor } = await actionAccount(['admin'])
    await revokeReviewer(id, actor)
    target = `${REVIEWERS}?done=revoked`
  } catch (error) {
    target = `${REVIEWERS}?refused=${refusedCode(error)}`
  }
  refresh()
  redirect(target)
}
