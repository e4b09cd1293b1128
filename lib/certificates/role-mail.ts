// The mail of a programme role's certificate (a job's work, ./sending.ts): to the faculty member's
// e-mail address, or the presenter's given on the talk, with the PDF attached. Without an address
// it fails, saying where to add one; issuing again after that mails it.
import 'server-only'
import { escapeHtml, mailHtml, sendMail } from '@/lib/mail'
import { verifyUrl, type FoundCertificate } from './records'
import { roleFactsOf } from './role-facts'
import { ROLE_WORDING } from './wording'

export const NO_ROLE_EMAIL =
  'No e-mail address: add one to the faculty member (or to the talk, for a presenter not on the faculty) in the programme editor, then issue again.'

/** What the mail says the certificate is for: "as chairperson of the session “…”". */
function forWhat(role: ReturnType<typeof roleFactsOf>): string {
  if (role.kind === 'chairperson') return `as chairperson of the session “${role.session}”`
  const as = role.kind === 'presenter' ? 'for presenting' : 'as invited faculty, for'
  return `${as} “${role.talk}” in the session “${role.session}”`
}

export async function mailRoleCertificate({
  pdf,
  found,
  conference,
}: {
  pdf: Buffer
  found: FoundCertificate
  conference: string
}) {
  const role = roleFactsOf(found)
  if (!role.email) throw new Error(NO_ROLE_EMAIL)
  const url = verifyUrl(found.code)
  const title = ROLE_WORDING[role.kind].title
  const lead = `Thank you for taking part in ${conference}. Your ${title.toLowerCase()} ${forWhat(role)} is attached.`
  const award = role.award ? `Congratulations on the award: ${role.award}.` : ''
  await sendMail({
    to: role.email,
    subject: `${conference}: your ${title.toLowerCase()} (${ROLE_WORDING[role.kind].label.toLowerCase()})`,
    text: [
      `Dear ${role.name},`,
      '',
      lead,
      ...(award ? ['', award] : []),
      '',
      `Anyone can check it at ${url}`,
    ].join('\n'),
    html: mailHtml(
      `Your ${title.toLowerCase()}`,
      `<p>Dear ${escapeHtml(role.name)},</p><p>${escapeHtml(lead)}</p>${award ? `<p><strong>${escapeHtml(award)}</strong></p>` : ''}<p>Anyone can check it at <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>.</p>`,
      conference,
    ),
    attachments: [
      { filename: `certificate-${found.code}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  })
}
