// Mailing an edition's certificates, a job of the outbox (kind certificates.send). Each mail goes
// at most once: a certificate is claimed for sending (pending → sending, with the claiming job)
// in one statement before its mail is sent, and marked sent after; a certificate a run finds
// still "sending" under a job that no longer runs (its server stopped mid-send) is marked
// interrupted, never sent again. A run works for RUN_SECONDS at most (its job's lease renewed
// meanwhile) or until its server starts draining, then queues a follow-up job for what remains, so
// a long mailing resumes on any instance, also after a restart.
import 'server-only'
import { SYSTEM } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { feedbackDue } from '@/lib/feedback/responses'
import type { JobRef } from '@/lib/jobs/schema'
import { escapeHtml, mailHtml, sendMail } from '@/lib/mail'
import { isDraining } from '@/lib/ops/drain'
import { delegateUrl } from '@/lib/registrations/mails/page-link'
import { queueMailing } from './mailing-queue'
import { delegateOf, verifyUrl } from './records'
import { mailRoleCertificate } from './role-mail'
import { certificatePdfById } from './stored-pdf'

export const RUN_SECONDS = 120

/** The claim running the mailing: its id marks the certificates it sends. */
type Claim = Pick<JobRef, 'id' | 'attempts'>

/** Marks the mails whose sender stopped mid-send (their job no longer runs, or is this one again). */
async function markInterrupted(editionId: number, job: Claim) {
  await db().$executeRaw`
    UPDATE certificates SET mail_status = 'interrupted', updated_at = now(),
           mail_error = 'The server stopped while sending this mail: it may or may not have gone.'
     WHERE edition_id = ${editionId} AND mail_status = 'sending'
       AND (mail_job_id = ${job.id} OR mail_job_id IS NULL
            OR NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id = mail_job_id AND j.status = 'running'))`
}

/** Claims the next certificate to mail (null: none is left); a revoked one is never mailed. */
async function claim(editionId: number, job: Claim): Promise<number | null> {
  const [row] = await db().$queryRaw<{ id: number }[]>`
    UPDATE certificates SET mail_status = 'sending', mail_job_id = ${job.id}, updated_at = now()
     WHERE id = (SELECT id FROM certificates
                  WHERE edition_id = ${editionId} AND mail_status = 'pending' AND revoked_at IS NULL
                  ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id`
  return row?.id ?? null
}

/**
 * A certificate's mail: the PDF attached, or, while its delegate owes the edition's feedback (the
 * download waits for it, lib/feedback), the link to their page, where they answer and download.
 * A programme role's certificate goes to its person (./role-mail.ts).
 */
async function mailOne(id: number) {
  const rendered = await certificatePdfById(id)
  if (!rendered) throw new Error('The certificate or its edition settings no longer exist.')
  if (rendered.found.kind !== 'attendance') return mailRoleCertificate(rendered)
  const { pdf, found, conference } = rendered
  const p = delegateOf(found)
  const url = verifyUrl(found.code)
  const owed = await feedbackDue(found.editionId, p.id)
  const page = delegateUrl(p)
  const lead = owed
    ? `Your certificate of attendance (registration ${p.registrationNumber}) is ready. The organisers ask for your feedback first: answer it on your page, then download your certificate there.`
    : `Your certificate of attendance (registration ${p.registrationNumber}) is attached.`
  const text = [
    `Dear ${p.name},`,
    '',
    lead,
    ...(owed ? [page, ''] : []),
    `Anyone can check it at ${url}`,
  ].join('\n')
  const link = owed
    ? `<p><a href="${escapeHtml(page)}" style="color:#b91c1c;font-weight:bold">Give your feedback and download your certificate</a></p>`
    : ''
  await sendMail({
    to: p.email,
    subject: `${conference}: your certificate of attendance (${p.registrationNumber})`,
    text,
    html: mailHtml(
      'Your certificate of attendance',
      `<p>Dear ${escapeHtml(p.name)},</p><p>${escapeHtml(lead)}</p>${link}<p>Anyone can check it at <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>.</p>`,
      conference,
    ),
    attachments: owed
      ? []
      : [
          {
            filename: `certificate-${p.registrationNumber}.pdf`,
            content: pdf,
            contentType: 'application/pdf',
          },
        ],
  })
}

async function finish(id: number, error: unknown) {
  if (error === null)
    await db().certificate.update({
      where: { id },
      data: { mailStatus: 'sent', mailedAt: new Date(), mailError: null },
    })
  else {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
    await db().certificate.update({ where: { id }, data: { mailStatus: 'failed', mailError: message } })
    console.warn(`[certificates] certificate #${id} was not mailed:`, message)
  }
}

/** One run of an edition's mailing (the job's work); answers how many it handled. */
export async function sendCertificates(editionId: number, job: Claim): Promise<number> {
  await markInterrupted(editionId, job)
  const until = Date.now() + RUN_SECONDS * 1000
  let handled = 0
  while (Date.now() < until && !isDraining()) {
    const id = await claim(editionId, job)
    if (id === null) return handled
    await mailOne(id).then(
      () => finish(id, null),
      (error: unknown) => finish(id, error),
    )
    handled++
  }
  // Out of time, or this server is stopping: a follow-up job continues on any instance.
  await domainWrite(SYSTEM, (w) => queueMailing(w, editionId, `after-${job.id}-${job.attempts}`))
  return handled
}
