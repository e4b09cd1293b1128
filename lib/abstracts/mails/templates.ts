// The submitter's mails (templates: data in, message out): the link to their pages of the call
// for abstracts, and the receipt of a submitted abstract with its number.
import 'server-only'
import { escapeHtml, mailHtml, type MailMessage } from '@/lib/mail'
import type { AbstractDto } from '../schema'
import { TYPE_LABELS, type AbstractType } from '../words'

const button = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="color:#b91c1c;font-weight:bold">${escapeHtml(label)}</a></p>`

/** "Send me a link": the link to the submitter's own pages, and until when it works. */
export function submitterLinkMail(to: string, site: string, link: string, until: string): MailMessage {
  const intro = `Open this link to write, save and submit your abstracts for ${site}, and to see the ones you have written. It works until ${until} (India time); keep it private: it opens your abstracts.`
  const ignore = 'If you did not ask for this, you can ignore this e-mail: nothing was changed.'
  return {
    to,
    subject: `${site}: your link to the call for abstracts`,
    text: [intro, '', link, '', ignore].join('\n'),
    html: mailHtml(
      'Your link to the call for abstracts',
      `<p>${escapeHtml(intro)}</p>${button(link, 'Open your abstracts')}<p>${escapeHtml(ignore)}</p>`,
      site,
    ),
  }
}

export interface ReceivedFacts {
  site: string
  /** Where the submitter finds the abstract again (a page of the call: a new link is asked there). */
  page: string
  closesAt: string
  presenterRule: string | null
}

/** The receipt of a submitted abstract: its number, title, type and authors, and what comes next. */
export function abstractReceivedMail(to: string, a: AbstractDto, f: ReceivedFacts): MailMessage {
  const type = TYPE_LABELS[a.type as AbstractType] ?? a.type
  const authors = a.authors.map((x) => `${x.name}${x.presenting ? ' (presenting)' : ''}, ${x.affiliation}`)
  const lines = [
    `We have received your abstract ${a.number}: “${a.title}” (${type}, ${a.topic}).`,
    `Authors: ${authors.join('; ')}.`,
    `You can change or withdraw it until ${f.closesAt} (India time); it stays submitted.`,
    ...(f.presenterRule ? [f.presenterRule] : []),
  ]
  return {
    to,
    subject: `${f.site}: abstract ${a.number} received`,
    text: [...lines, '', `Your abstracts: ${f.page}`].join('\n'),
    html: mailHtml(
      `Abstract ${a.number ?? ''} received`,
      `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${button(f.page, 'Your abstracts')}`,
      f.site,
    ),
  }
}
