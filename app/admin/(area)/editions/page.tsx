import { Hero } from '@/components/admin/blocks'
import { EditionsAdmin } from '@/components/admin/editions/editions-admin'
import styles from '@/components/admin/editions/editions.module.css'
import { Alert } from '@/components/ui/alert'
import { requireAdminPage } from '@/lib/auth/guard'
import { listEditions } from '@/lib/editions/service'
import { closesAfterEnd, registrationState } from '@/lib/editions/window'

export const metadata = { title: 'Editions · Admin' }

// /admin/editions — the conference year by year: dates, registration window, fees, the current one
export default async function EditionsPage() {
  await requireAdminPage()
  const editions = await listEditions()
  const now = new Date()
  const rows = editions.map((edition) => ({ edition, state: registrationState(edition, now) }))
  const late = editions.flatMap((e) => closesAfterEnd(e, now) ?? [])
  return (
    <>
      <Hero
        title="Editions"
        subtitle="Each year's conference: its dates, registration window and fee slabs. The public site follows the current edition."
      />
      <div className="container">
        {late.map((warning) => (
          <div key={warning} className={styles.warning}>
            <Alert tone="info">{warning}</Alert>
          </div>
        ))}
        <EditionsAdmin rows={rows} />
      </div>
    </>
  )
}
