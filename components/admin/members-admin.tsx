'use client'

// Board / committee members (designation member) with Add Member, Update and Delete. The home
// board grid shows 8 with See More / See Less; the about page pages through 12 at a time.
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { ScriptButton } from '@/components/ui/script-submit'
import type { MemberDto } from '@/lib/members/schema'
import styles from './admin.module.css'
import { apiSend } from './api'
import { EntityCard, Loaded, recordMenu, Section } from './blocks'
import { MEMBERS_PATH, useMemberForm } from './member-form'
import { useAdminMutation } from './use-admin-mutation'
import { useApi } from './use-api'

export function MembersAdmin({
  id,
  title,
  pageSize,
  preview,
}: {
  id: string
  title: string
  pageSize?: number
  preview?: number
}) {
  const members = useApi<MemberDto[]>(MEMBERS_PATH, { designation: 'member' })
  const editor = useMemberForm()
  const confirm = useConfirm()
  const [page, setPage] = useState(0)
  const [expanded, setExpanded] = useState(false)
  const remove = useAdminMutation({
    run: (memberId: number) => apiSend('DELETE', `${MEMBERS_PATH}?id=${memberId}`),
    refresh: [MEMBERS_PATH],
    success: 'Member deleted successfully!',
    failure: 'Failed to delete member!',
  })

  return (
    <Section
      id={id}
      title={title}
      action={<ScriptButton onClick={() => editor.open(null)}>Add Member</ScriptButton>}
    >
      <Loaded query={members} loading="Loading members..." empty="No members available.">
        {(all) => {
          const pages = pageSize ? Math.max(1, Math.ceil(all.length / pageSize)) : 1
          const current = Math.min(page, pages - 1)
          const shown = pageSize
            ? all.slice(current * pageSize, (current + 1) * pageSize)
            : preview && !expanded
              ? all.slice(0, preview)
              : all
          return (
            <>
              <ul className={styles.grid}>
                {shown.map((m) => (
                  <EntityCard
                    key={m.id}
                    picture={m.picture}
                    portrait
                    title={m.name}
                    menu={recordMenu(
                      confirm,
                      { label: 'Update', onSelect: () => editor.open(m) },
                      `Are you sure you want to delete ${m.name}?`,
                      () => remove.mutate(m.id),
                    )}
                  >
                    {m.degree && <p className={styles.muted}>{m.degree}</p>}
                  </EntityCard>
                ))}
              </ul>
              {pageSize && pages > 1 && (
                <Pager label={`${title} pages`} page={current} pages={pages} onPage={setPage} />
              )}
              {preview && all.length > preview && <SeeMore expanded={expanded} onToggle={setExpanded} />}
            </>
          )
        }}
      </Loaded>
      {editor.modal}
    </Section>
  )
}

/** Previous / Page n of m / Next, for a list shown a page at a time. */
function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  label: string
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button size="small" variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page + 1} of {pages}
      </span>
      <Button size="small" variant="secondary" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  )
}

/** See More / See Less under a list shown in part. */
function SeeMore({ expanded, onToggle }: { expanded: boolean; onToggle: (expanded: boolean) => void }) {
  return (
    <div className={styles.pager}>
      <Button size="small" variant="secondary" aria-expanded={expanded} onClick={() => onToggle(!expanded)}>
        {expanded ? 'See Less' : 'See More'}
      </Button>
    </div>
  )
}
