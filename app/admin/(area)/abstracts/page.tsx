import { AbstractCard } from '@/components/admin/abstracts/abstract-card'
import { CommitteeFilters } from '@/components/admin/abstracts/committee-filters'
import { CommitteeNotice } from '@/components/admin/abstracts/committee-notice'
import { CommitteeToolbar } from '@/components/admin/abstracts/committee-toolbar'
import styles from '@/components/admin/abstracts/committee.module.css'
import { Hero } from '@/components/admin/blocks'
import { committeeRows, reviewSettings, unsentDecisions } from '@/lib/abstracts/committee'
import { committeeQuerySchema } from '@/lib/abstracts/review-schema'
import { requireAdminPage } from '@/lib/auth/guard'
import { findCurrentEdition } from '@/lib/editions/service'

export const metadata = { title: 'Abstracts · Admin' }

type Search = Record<string, string | string[] | undefined>
const one = (q: Search, key: string) => (typeof q[key] === 'string' ? (q[key] as string) : undefined)

// /admin/abstracts — the scientific committee (administrators): every submitted abstract of the
// current call with its reviews side by side, mean and spread, sorted by disagreement or mean and
// filtered by topic, type and decision; Assign reviewers, the decisions and Mail the decisions
export default async function CommitteePage({ searchParams }: { searchParams: Promise<Search> }) {
  await requireAdminPage()
  const q = await searchParams
  const query = committeeQuerySchema.parse({
    topic: one(q, 'topic') || undefined,
    type: one(q, 'type') || undefined,
    decision: one(q, 'decision') || undefined,
    sort: one(q, 'sort'),
  })
  const [edition, settings, rows, unsent] = await Promise.all([
    findCurrentEdition(),
    reviewSettings(),
    committeeRows(query),
    unsentDecisions(),
  ])
  return (
    <>
      <Hero
        title="Abstracts"
        subtitle={`The scientific committee of ${edition.name}: ${settings.reviewers_per_abstract} reviewers per abstract, who see no authors; criteria ${settings.criteria.join(', ')}.`}
      />
      <div className="container">
        <CommitteeNotice query={q} />
        <CommitteeToolbar unsent={unsent} />
        <CommitteeFilters query={query} topics={settings.topics} types={settings.types} />
        {rows.length === 0 ? (
          <p>No submitted abstract matches.</p>
        ) : (
          <ol className={styles.cards} aria-label="Submitted abstracts">
            {rows.map((row) => (
              <AbstractCard key={row.id} row={row} criteria={settings.criteria} />
            ))}
          </ol>
        )}
      </div>
    </>
  )
}
