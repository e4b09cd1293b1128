// The current edition's groups as a table (server-rendered): each group's number and institution
// linking to its page, its contact, how many delegates it has and how many are paid for, what is
// still due and when it was registered. Scrolls sideways inside its region on phones.
import Link from 'next/link'
import { DataTable } from '@/components/admin/console/data-table'
import { Email } from '@/components/ui/email'
import { formatIndianDateTime } from '@/lib/dates'
import type { GroupRowDto } from '@/lib/groups/console'
import { formatPaise } from '@/lib/money'
import styles from './groups.module.css'

export function GroupsTable({ groups, caption }: { groups: GroupRowDto[]; caption: string }) {
  return (
    <DataTable
      label="Groups"
      caption={caption}
      head={['Number', 'Institution', 'Contact', 'Delegates', 'Paid for', 'Due', 'Registered']}
    >
      <tbody>
        {groups.map((g) => (
          <tr key={g.id} data-testid="group-row">
            <td className={styles.number}>
              <Link href={`/admin/groups/${g.id}`} prefetch={false}>
                {g.groupNumber}
              </Link>
            </td>
            <th scope="row">
              <Link href={`/admin/groups/${g.id}`} prefetch={false}>
                {g.institution}
              </Link>
            </th>
            <td>
              <span className={styles.contact}>
                <span>{g.contactName}</span>
                <Email address={g.contactEmail} />
                <span>{g.contactMobile}</span>
              </span>
            </td>
            <td className={styles.num}>{g.delegates}</td>
            <td className={styles.num}>{g.paid}</td>
            <td className={styles.num} data-testid="group-due">
              {g.duePaise ? formatPaise(g.duePaise) : 'Nothing'}
            </td>
            <td>{formatIndianDateTime(g.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  )
}
