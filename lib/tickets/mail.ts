// The e-ticket's part of the confirmation mail: the code, its QR code as an inline image (cid)
// and the one-page PDF ticket as an attachment. Nothing when the registration's ticket does not
// admit (a confirmation is only sent for a confirmed registration, but it is built at sending
// time from the registration as it is then).
import 'server-only'
import { findEdition } from '@/lib/editions/service'
import { conferenceDates } from '@/lib/editions/wording'
import type { Registration } from '@/lib/generated/prisma/client'
import { escapeHtml, type MailMessage } from '@/lib/mail'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import { workshopsOf } from '@/lib/workshops/service'
import { renderTicketPdf } from './pdf'
import { ticketOf, ticketPng } from './service'

export const TICKET_CID = 'ticket-qr@uppedicon'

export interface TicketMailParts {
  code: string
  text: string[]
  html: string
  attachments: NonNullable<MailMessage['attachments']>
}

/** The names of the workshops a registration holds a seat in (the ticket names them). */
const workshopNames = async (registrationId: number) =>
  ((await workshopsOf([registrationId])).get(registrationId) ?? []).map((w) => w.title)

export const ticketFilename = (registrationNumber: string) => `e-ticket-${registrationNumber}.pdf`

/** The one-page PDF ticket of a registration. */
export async function ticketPdf(p: Registration): Promise<Buffer> {
  const [edition, workshops] = await Promise.all([findEdition(p.editionId), workshopNames(p.id)])
  return renderTicketPdf({
    code: ticketOf(p).code,
    registrationNumber: p.registrationNumber,
    name: p.name,
    category: CATEGORY_LABELS[p.category],
    workshops,
    conference: { name: edition.name, dates: conferenceDates(edition), venue: edition.venue },
  })
}

export async function ticketMailParts(p: Registration): Promise<TicketMailParts | null> {
  const ticket = ticketOf(p)
  if (!ticket.admits) return null
  const [qr, workshops] = await Promise.all([ticketPng(p, 480), workshopNames(p.id)])
  const intro = 'Your e-ticket: show this QR code at the registration desk (printed or on your phone).'
  const seats = workshops.length ? `Workshops: ${workshops.join(', ')}` : ''
  return {
    code: ticket.code,
    text: [
      intro,
      `Ticket code: ${ticket.code}`,
      ...(seats ? [seats] : []),
      `The ticket is also attached as ${ticketFilename(p.registrationNumber)}.`,
    ],
    html:
      `<p>${escapeHtml(intro)}</p><p style="text-align:center"><img src="cid:${TICKET_CID}" width="240" height="240" alt="QR code of ticket ${escapeHtml(ticket.code)}" style="display:inline-block"><br>` +
      `<code style="font-size:13px">${escapeHtml(ticket.code)}</code>${seats ? `<br>${escapeHtml(seats)}` : ''}</p>`,
    attachments: [
      { filename: 'ticket-qr.png', content: qr, contentType: 'image/png', cid: TICKET_CID },
      {
        filename: ticketFilename(p.registrationNumber),
        content: await ticketPdf(p),
        contentType: 'application/pdf',
      },
    ],
  }
}
