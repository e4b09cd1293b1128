'use client'

// An edition's signatories (POST/DELETE /adminpanel/certificates/signatories/?edition=): name,
// designation and an optional signature image, at most four, printed in their order.
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { MAX_SIGNATORIES, signatorySchema, type SignatoryDto } from '@/lib/certificates/schema'
import { apiSend, toFormData } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './certificates.module.css'

const API = '/adminpanel/certificates/'
const SIGNATORIES = '/adminpanel/certificates/signatories/'

export function Signatories({ editionId, signatories }: { editionId: number; signatories: SignatoryDto[] }) {
  const [values, setValues] = useState({ name: '', designation: '' })
  const [error, setError] = useState<string | null>(null)
  const file = useRef<HTMLInputElement>(null)
  const add = useAdminMutation({
    run: (form: FormData) => apiSend('POST', `${SIGNATORIES}?edition=${editionId}`, form),
    refresh: [API],
    success: 'Signatory added.',
    failure: (_f, e) => `Failed to add the signatory: ${e.message}`,
  })
  const remove = useAdminMutation({
    run: (id: number) => apiSend('DELETE', `${SIGNATORIES}?edition=${editionId}&id=${id}`),
    refresh: [API],
    success: 'Signatory removed.',
    failure: (_id, e) => `Failed to remove the signatory: ${e.message}`,
  })
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = signatorySchema.safeParse({ ...values, position: signatories.length })
    if (!parsed.success) return setError(parsed.error.issues[0].message)
    setError(null)
    const signature = file.current?.files?.[0]
    add.mutate(toFormData({ ...parsed.data, signature }), {
      onSuccess: () => {
        setValues({ name: '', designation: '' })
        if (file.current) file.current.value = ''
      },
    })
  }
  return (
    <>
      {signatories.length ? (
        <ul className={styles.signatories}>
          {signatories.map((s) => (
            <li key={s.id}>
              <span>
                <strong>{s.name}</strong>, {s.designation}{' '}
                {s.hasSignature ? '(with signature)' : '(no signature image)'}
              </span>
              <Button
                variant="secondary"
                size="small"
                onClick={() => remove.mutate(s.id)}
                aria-label={`Remove ${s.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No signatories yet.</p>
      )}
      {signatories.length < MAX_SIGNATORIES && (
        <form method="post" className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label="Name"
            value={values.name}
            onChange={(e) => setValues({ ...values, name: e.target.value })}
            error={error}
            required
          />
          <TextField
            label="Designation"
            value={values.designation}
            onChange={(e) => setValues({ ...values, designation: e.target.value })}
            required
          />
          <TextField label="Signature image (optional)" type="file" accept="image/*" ref={file} />
          <div>
            <Button type="submit" disabled={add.isPending}>
              Add signatory
            </Button>
          </div>
        </form>
      )}
    </>
  )
}
