// The audit log's filter form: a plain GET form (works without JavaScript; the address of a
// filtered view can be shared). Invalid values are shown back next to their field.
import { Button, ButtonLink } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import type { FieldErrors } from '@/lib/api/errors'
import styles from './audit.module.css'

export type AuditFilterValues = Partial<
  Record<'admin' | 'action' | 'entity' | 'entityId' | 'from' | 'to', string>
>

export function AuditFilters({ values, errors = {} }: { values: AuditFilterValues; errors?: FieldErrors }) {
  const field = (
    name: keyof AuditFilterValues,
    label: string,
    extra: { type?: string; placeholder?: string; hint?: string } = {},
  ) => (
    <TextField
      id={`audit-${name}`}
      name={name}
      label={label}
      defaultValue={values[name] ?? ''}
      error={errors[name]?.[0]}
      type={extra.type ?? 'text'}
      placeholder={extra.placeholder}
      hint={extra.hint}
    />
  )
  return (
    <form
      method="get"
      action="/admin/audit"
      className={styles.filters}
      role="search"
      aria-label="Filter the audit log"
    >
      <div className={styles.filterGrid}>
        {field('admin', 'Administrator', { type: 'search', placeholder: 'e-mail or part of it' })}
        {field('action', 'Action', {
          type: 'search',
          placeholder: 'e.g. message. or auth.login',
          hint: 'Actions that start with this',
        })}
        {field('entity', 'Entity', { type: 'search', placeholder: 'e.g. registration' })}
        {field('entityId', 'Record id', { type: 'search' })}
        {field('from', 'From (India date)', { type: 'date' })}
        {field('to', 'To (India date)', { type: 'date' })}
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">Apply</Button>
        <ButtonLink href="/admin/audit" variant="secondary">
          Clear
        </ButtonLink>
      </div>
    </form>
  )
}
