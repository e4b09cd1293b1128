import { Hero } from '@/components/admin/blocks'
import { PayeeAccountForm } from '@/components/admin/payments/payee-account-form'
import { requireAdminPage } from '@/lib/auth/guard'
import { payeeAccount } from '@/lib/payments/direct/account'

export const metadata = { title: 'Payments · Admin' }

// /admin/payments — where delegates pay outside the gateway: the association's UPI ID and bank
// account, shown on each unpaid delegate's page with the amount and a UPI QR code (admin only)
export default async function PaymentsPage() {
  await requireAdminPage()
  const account = await payeeAccount()
  return (
    <>
      <Hero
        title="Payments"
        subtitle="The association's UPI ID and bank account: delegates who pay by UPI or bank transfer see them on their page, with the exact amount and their registration number to quote."
      />
      <div className="container">
        <h2>Account for transfers</h2>
        <PayeeAccountForm account={account} />
      </div>
    </>
  )
}
