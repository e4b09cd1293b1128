'use client'

// Certificates of the programme's roles (POST /adminpanel/certificates/issue/roles/?edition=):
// presenters, invited faculty and chairpersons of the sessions that have ended, issued with one
// button (pressing it again issues and mails nobody twice), their mailing's progress, and each
// certificate with its mail's state and its verification page.
import { Button } from '@/components/ui/button'
import type { CertificateSettingsDto, RoleIssueResult } from '@/lib/certificates/schema'
import { ROLE_WORDING } from '@/lib/certificates/wording'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './certificates.module.css'
import { MailingProgress } from './mailing-progress'

const API = '/adminpanel/certificates/'

const MAIL_STATES = {
  pending: 'Waiting to be mailed',
  sending: 'Being mailed',
  sent: 'Mailed',
  failed: 'Not mailed',
  interrupted: 'Interrupted while mailing',
} as const

export function RolePanel({
  editionId,
  roles,
}: {
  editionId: number
  roles: CertificateSettingsDto['roles']
}) {
  const issue = useAdminMutation({
    run: () => apiSend<RoleIssueResult>('POST', `${API}issue/roles/?edition=${editionId}`),
    refresh: [API],
    success: (_i, r) =>
      `${r.issued} certificate(s) issued${r.existing ? `, ${r.existing} had one already` : ''}${r.without_email ? `; ${r.without_email} without an e-mail address` : ''}.`,
    failure: (_i, e) => `Failed to issue: ${e.message}`,
  })
  const { progress, certificates } = roles
  return (
    <>
      <p>
        Presenters of free papers and posters, invited faculty and chairpersons get a certificate of their
        role naming the talk and the session (an award set on a talk in the programme editor is printed on
        it), once their session is over. {roles.ended} role(s) can be certified now
        {roles.upcoming ? `, ${roles.upcoming} when their sessions end` : ''}. Faculty and presenters need an
        e-mail address in the programme editor to be mailed.
      </p>
      <MailingProgress label="Role certificates: mailing" progress={progress} />
      <div className={styles.actions}>
        <Button disabled={issue.isPending || !roles.ended} onClick={() => issue.mutate(undefined)}>
          Issue to presenters, chairpersons and faculty
        </Button>
      </div>
      {certificates.length > 0 && (
        <details>
          <summary>Role certificates ({certificates.length})</summary>
          <ul className={styles.signatories}>
            {certificates.map((c) => (
              <li key={c.code} data-testid="role-certificate">
                <span>
                  <strong>{c.name}</strong> · {ROLE_WORDING[c.kind].label} · {c.subject}
                  {c.award && <> · {c.award}</>}
                </span>
                <span>
                  {c.revoked ? 'Revoked' : MAIL_STATES[c.mail_status]}
                  {c.mail_status === 'failed' && c.mail_error && !c.revoked && <>: {c.mail_error}</>} ·{' '}
                  <a href={`/certificate/${c.code}`}>
                    Verification page<span className="visually-hidden"> of {c.name}’s certificate</span>
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  )
}
