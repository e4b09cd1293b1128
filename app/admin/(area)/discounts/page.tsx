import { Hero } from '@/components/admin/blocks'
import { DiscountCodesAdmin } from '@/components/admin/discounts/discount-codes-admin'
import { requireAdminPage } from '@/lib/auth/guard'
import { discountCodeList } from '@/lib/discounts/console'
import { findCurrentEdition } from '@/lib/editions/service'
import { workshopsOfEdition } from '@/lib/workshops/service'

export const metadata = { title: 'Discount codes · Admin' }

// /admin/discounts — the current edition's discount codes with their uses; create, edit and
// disable them (admin only)
export default async function DiscountsPage() {
  await requireAdminPage()
  const edition = await findCurrentEdition()
  const [codes, workshops] = await Promise.all([discountCodeList(), workshopsOfEdition(edition.id)])
  return (
    <>
      <Hero
        title="Discount codes"
        subtitle={`Codes delegates type on the registration form for ${edition.name}: a percentage or an amount off, or a complimentary registration.`}
      />
      <div className="container">
        <DiscountCodesAdmin
          initial={codes}
          workshops={workshops.map((w) => ({ id: w.id, title: w.title }))}
        />
      </div>
    </>
  )
}
