// The payment proofs of a registration's page, each with its facts, links and (for an image) a preview.
import { Section } from '@/components/admin/blocks'
import type { ProofDto } from '@/lib/console/detail-schema'
import { PAYMENT_OPTIONS } from '@/lib/registrations/flow'
import admin from '../admin.module.css'
import { DocumentLinks, Facts, when } from './registration-facts'
import styles from './registration.module.css'

const optionLabel = (value: string) => PAYMENT_OPTIONS.find((o) => o.value === value)?.label ?? value

function Proof({ proof, n }: { proof: ProofDto; n: number }) {
  const label = `payment proof ${n} (transaction ${proof.transactionId})`
  return (
    <li className={styles.proof}>
      <Facts
        rows={[
          ['Payment option', optionLabel(proof.paymentOption)],
          ['Transaction ID', proof.transactionId],
          ['Transaction date', proof.transactionDate],
          ['Submitted at', when(proof.submittedAt)],
          ['File', proof.file ? <DocumentLinks key="f" doc={proof.file} label={label} /> : 'Missing'],
        ]}
      />
      {proof.file && proof.file.kind !== 'pdf' && (
        <a href={proof.file.url} target="_blank" rel="noopener noreferrer" className={styles.proofImage}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a private document behind the admin session, not an optimisable public picture */}
          <img
            src={proof.file.url}
            alt={`Payment proof ${n}, transaction ${proof.transactionId}`}
            loading="lazy"
          />
        </a>
      )}
    </li>
  )
}

export function PaymentProofs({ proofs }: { proofs: ProofDto[] }) {
  return (
    <Section title="Payment proofs" id="proofs">
      {proofs.length === 0 ? (
        <p className={admin.muted}>No payment proof was submitted.</p>
      ) : (
        <ol className={styles.proofs}>
          {proofs.map((proof, i) => (
            <Proof key={proof.id} proof={proof} n={i + 1} />
          ))}
        </ol>
      )}
    </Section>
  )
}
