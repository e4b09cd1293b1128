// A group's page in the organisers' console: the institution, its contact and what is due, the
// group's link with "Send the link again", each delegate linking to their registration's page,
// and the group's mails and history. Rendered on the server from lib/groups/console.ts.
import Link from 'next/link'
import { Section } from '@/components/admin/blocks'
import { DataTable } from '@/components/admin/console/data-table'
import { Facts, when } from '@/components/admin/console/registration-facts'
import { HistoryTable, MailsTable } from '@/components/admin/console/registration-tables'
import reg from '@/components/admin/console/registration.module.css'
import { StatusBadge } from '@/components/admin/console/registrations-status'
import { Email } from '@/components/ui/email'
import type { GroupDetailDto } from '@/lib/groups/console'
import { formatPaise } from '@/lib/money'
import { CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import { GroupActions } from './group-actions'
import styles from './groups.module.css'

function Delegates({ members }: { members: GroupDetailDto['members'] }) {
  return (
    <DataTable
      label="Delegates of the group"
      caption="Delegates in the order registered"
      head={['Number', 'Name', 'E-mail', 'Category', 'Amount', 'State']}
    >
      <tbody>
        {members.map((m) => (
          <tr key={m.id} data-testid="group-member">
            <td className={styles.number}>
              <Link href={`/admin/registrations/${m.id}`} prefetch={false}>
                {m.registrationNumber}
              </Link>
            </td>
            <th scope="row">
              <Link href={`/admin/registrations/${m.id}`} prefetch={false}>
                {m.name}
              </Link>
            </th>
            <td>
              <Email address={m.email} />
            </td>
            <td>{CATEGORY_LABELS[m.category as Category] ?? m.category}</td>
            <td className={styles.num}>{m.amountPaise ? formatPaise(m.amountPaise) : 'Free'}</td>
            <td>
              <StatusBadge status={m.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  )
}

export function GroupDetail({ group: g }: { group: GroupDetailDto }) {
  return (
    <div className={`container ${reg.page}`}>
      <p className={reg.back}>
        <Link href="/admin/groups">← All groups</Link>
      </p>
      <header className={reg.head}>
        <h1>Group {g.groupNumber}</h1>
        <p>{g.institution}</p>
      </header>
      <div className={reg.top}>
        <Section title="Group" id="summary">
          <Facts
            rows={[
              ['Edition', g.edition],
              ['GSTIN', g.gstin],
              ['Address', g.address],
              ['State', g.state],
              ['Contact', `${g.contactName}, ${g.contactMobile}`],
              ['Contact’s e-mail', <Email key="e" address={g.contactEmail} />],
              ['Delegates', `${g.delegates} (${g.paid} paid for)`],
              [
                'Still due',
                <span key="d" data-testid="group-due">
                  {g.duePaise ? formatPaise(g.duePaise) : 'Nothing'}
                </span>,
              ],
              ['Registered', when(g.createdAt)],
            ]}
          />
        </Section>
        <Section title="Link" id="actions">
          <GroupActions id={g.id} link={g.link} contact={g.contactEmail} />
        </Section>
      </div>
      <Section title="Delegates" id="delegates">
        <Delegates members={g.members} />
      </Section>
      <MailsTable
        rows={g.mails}
        empty="No e-mail was sent about this group."
        caption="E-mails to the group’s contact, oldest first, with their delivery state"
      />
      <HistoryTable
        rows={g.history}
        empty="No organiser has acted on this group yet."
        caption="Organisers’ actions on this group, newest first"
      />
    </div>
  )
}
