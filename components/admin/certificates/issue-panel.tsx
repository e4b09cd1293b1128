'use client'

// Issuing an edition's certificates (POST /adminpanel/certificates/issue/?edition=): to everyone
// checked in, or to chosen registrations (their ids), and the mailing's progress, announced.
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextAreaField } from '@/components/ui/field'
import type { CertificateSettingsDto, IssueInput, IssueResult } from '@/lib/certificates/schema'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './certificates.module.css'
import { MailingProgress } from './mailing-progress'

const API = '/adminpanel/certificates/'

export function IssuePanel({ editionId, data }: { editionId: number; data: CertificateSettingsDto }) {
  const [ids, setIds] = useState('')
  const issue = useAdminMutation({
    run: (input: IssueInput) => apiSend<IssueResult>('POST', `${API}issue/?edition=${editionId}`, input),
    refresh: [API],
    success: (_i, r) =>
      `${r.issued} certificate(s) issued${r.existing ? `, ${r.existing} already had one` : ''}.`,
    failure: (_i, e) => `Failed to issue: ${e.message}`,
  })
  const chosen = ids
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number)
  const { progress } = data
  return (
    <>
      {!data.saved && (
        <Alert tone="info">Certificates use the text above as it is until you save your own.</Alert>
      )}
      <MailingProgress label="Certificates of attendance: mailing" progress={progress} />
      <div className={styles.actions}>
        <Button disabled={issue.isPending} onClick={() => issue.mutate({ all: true })}>
          Issue to everyone checked in ({data.checkedIn})
        </Button>
      </div>
      <form
        method="post"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          if (chosen.length && chosen.every(Number.isInteger)) issue.mutate({ ids: chosen })
        }}
      >
        <TextAreaField
          label="Or issue to these registrations (ids, separated by spaces or commas)"
          rows={2}
          value={ids}
          onChange={(e) => setIds(e.target.value)}
          hint="Confirmed registrations of this edition, checked in or not."
        />
        <div>
          <Button type="submit" variant="secondary" disabled={issue.isPending || !chosen.length}>
            Issue to these registrations
          </Button>
        </div>
      </form>
    </>
  )
}
