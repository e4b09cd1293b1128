// The committee's mails to a submitter (templates: data in, message out): the decision on their
// abstract, with the reviewers' comments to the authors (anonymous: "Reviewer 1", never a name),
// the presentation type of an accepted one and its slot in the programme once scheduled and, when the presenting author must register and has
// not, the day and the link to register; and the reminder to register a few days before that day.
import 'server-only'
import { escapeHtml, mailHtml, type MailMessage } from '@/lib/mail'
import { DECISION_OUTCOMES, PRESENTATION_TYPES, type Decision } from '../review-words'

export interface DecisionFacts {
  site: string
  number: string
  title: string
  decision: Decision
  /** The reviewers' comments to the authors, in order. */
  comments: string[]
  /** Set when the presenting author must still register: whose address, by which day (in words), where. */
  register: { email: string; by: string; url: string } | null
  /** Where and when an accepted abstract is presented (in words), or null: not scheduled yet. */
  slot: string | null
  /** Where the submitter sees their abstracts. */
  page: string
}

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')

const registerLine = (r: NonNullable<DecisionFacts['register']>) =>
  `The presenting author must be a registered delegate by ${r.by}, and we find no registration with ${r.email} yet: please register at ${r.url}.`

export function decisionMail(to: string, f: DecisionFacts): MailMessage {
  const accepted = f.decision !== 'reject'
  const head = [
    `The scientific committee has reviewed your abstract ${f.number}: “${f.title}”.`,
    `Decision: ${DECISION_OUTCOMES[f.decision]}.`,
    ...(accepted
      ? [
          `Presentation type: ${PRESENTATION_TYPES[f.decision as keyof typeof PRESENTATION_TYPES]}.`,
          f.slot
            ? `Your presentation: ${f.slot}.`
            : 'Your slot in the programme will show on your abstracts page once it is scheduled.',
        ]
      : []),
    ...(f.register ? [registerLine(f.register)] : []),
  ]
  const comments = f.comments.map((c, i) => ({ who: `Reviewer ${i + 1}`, text: c }))
  const text = [
    ...head,
    ...(comments.length
      ? ['', 'The reviewers’ comments:', ...comments.flatMap((c) => ['', `${c.who}:`, c.text])]
      : []),
    '',
    `Your abstracts: ${f.page}`,
  ]
  const commentsHtml = comments.length
    ? `<h2 style="font-size:16px">The reviewers’ comments</h2>` +
      comments
        .map(
          (c) =>
            `<p><strong>${escapeHtml(c.who)}</strong><br>${escapeHtml(c.text).replace(/\n/g, '<br>')}</p>`,
        )
        .join('')
    : ''
  return {
    to,
    subject: `${f.site}: decision on abstract ${f.number}`,
    text: text.join('\n'),
    html: mailHtml(
      `Abstract ${f.number}: ${DECISION_OUTCOMES[f.decision]}`,
      `${paragraphs(head)}${commentsHtml}<p><a href="${escapeHtml(f.page)}" style="color:#b91c1c;font-weight:bold">Your abstracts</a></p>`,
      f.site,
    ),
  }
}

export function registerReminderMail(
  to: string,
  f: Pick<DecisionFacts, 'site' | 'number' | 'title' | 'decision'> & {
    register: NonNullable<DecisionFacts['register']>
  },
): MailMessage {
  const lines = [
    `Your abstract ${f.number}, “${f.title}”, was ${DECISION_OUTCOMES[f.decision].toLowerCase()}.`,
    registerLine(f.register),
    'If the presenting author has registered under another e-mail address, you can ignore this reminder.',
  ]
  return {
    to,
    subject: `${f.site}: register by ${f.register.by} to present abstract ${f.number}`,
    text: lines.join('\n'),
    html: mailHtml(
      'Register to present your abstract',
      `${paragraphs(lines)}<p><a href="${escapeHtml(f.register.url)}" style="color:#b91c1c;font-weight:bold">Register</a></p>`,
      f.site,
    ),
  }
}
