// One page of the audit trail as a table (server-rendered): when (India time), who, what, which
// record, from which address, and the detail as compact JSON. Scrolls sideways on phones.
import Link from 'next/link'
import type { AuditEntryDto } from '@/lib/audit/schema'
import { formatIndianDateTime } from '@/lib/dates'
import styles from './audit.module.css'
import { DataTable } from './data-table'

function Record({ entity, entityId }: Pick<AuditEntryDto, 'entity' | 'entityId'>) {
  if (!entity && !entityId) return <span aria-label="none">—</span>
  const text = [entity, entityId && `#${entityId}`].filter(Boolean).join(' ')
  if (entity === 'registration' && /^\d+$/.test(entityId))
    return <Link href={`/admin/registrations/${entityId}`}>{text}</Link>
  return <>{text}</>
}

const compact = (detail: unknown) => (detail === null || detail === undefined ? '' : JSON.stringify(detail))

export function AuditTable({ items, caption }: { items: AuditEntryDto[]; caption: string }) {
  return (
    <DataTable label="Audit log entries" caption={caption}>
      <thead>
        <tr>
          <th scope="col">When (India time)</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">Record</th>
          <th scope="col">From</th>
          <th scope="col">Detail</th>
        </tr>
      </thead>
      <tbody>
        {items.map((e) => (
          <tr key={e.id}>
            <td className={styles.nowrap}>
              <time dateTime={e.at}>{formatIndianDateTime(e.at)}</time>
            </td>
            <td>{e.admin || '—'}</td>
            <td className={styles.nowrap}>
              <code>{e.action}</code>
            </td>
            <td className={styles.nowrap}>
              <Record entity={e.entity} entityId={e.entityId} />
            </td>
            <td className={styles.nowrap}>{e.ip || '—'}</td>
            <td>
              <code className={styles.detail}>{compact(e.detail)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  )
}
