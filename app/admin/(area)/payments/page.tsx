import { Hero } from '@/components/admin/blocks'
import { PayeeAccountForm } from '@/components/admin/payments/payee-account-form'
import { Credits, StatementImport } from '@/components/admin/payments/statement-import'
import { requireAdminPage } from '@/lib/auth/guard'
import { payeeAccount } from '@/lib/payments/direct/account'
import { creditsToReview } from '@/lib/payments/statements/import'

export const metadata = { title: 'Payments · Admin' }

// /admin/payments — where delegates pay outside the gateway: the association's UPI ID and bank
// account, shown on each unpaid delegate's page with the amount and a UPI QR code; the bank's
// statement imported and matched to registrations, and the credits still to review (admin only)
export default async function PaymentsPage() {
  await requireAdminPage()
  const [account, review] = await Promise.all([payeeAccount(), creditsToReview()])
  return (
    <>
      <Hero
        title="Payments"
        subtitle="The association's UPI ID and bank account, which delegates who pay by UPI or bank transfer see on their page with the exact amount and their registration number to quote; and the bank's statement, matched to the registrations it pays."
      />
      <div className="container">
        <h2>Account for transfers</h2>
        <PayeeAccountForm account={account} />
        <h2>Bank statement</h2>
        <StatementImport />
        <h2>Credits to review</h2>
        {review.length ? (
          <>
            <Credits
              title="Proposed matches to look at"
              credits={review.filter((c) => c.outcome === 'proposed')}
              acceptable
            />
            <Credits title="Credits not matched" credits={review.filter((c) => c.outcome === 'unmatched')} />
          </>
        ) : (
          <p>No imported credit waits for a look.</p>
        )}
      </div>
    </>
  )
}
