'use client'

// The discount codes of the current edition (GET /adminpanel/discounts/): each with what it takes
// off, what it applies to, its dates and its uses; "Edit" opens it in the form below, which also
// creates new codes (discount-code-form.tsx).
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Section } from '@/components/admin/blocks'
import { DataTable } from '@/components/admin/console/data-table'
import { Button } from '@/components/ui/button'
import type { ApiError } from '@/lib/api/errors'
import type { DiscountCodeDto } from '@/lib/discounts/console'
import { discountWords } from '@/lib/discounts/words'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import admin from '../admin.module.css'
import { apiGet } from '../api'
import { DiscountCodeForm, DISCOUNTS_API, type Workshop } from './discount-code-form'

const HEAD = ['Code', 'Takes off', 'Applies to', 'Valid', 'Uses', 'Per e-mail', 'State', 'Change']

const takesOff = (c: DiscountCodeDto) =>
  discountWords({
    kind: c.kind === 'fixed' ? 'fixed' : 'percent',
    percent: c.kind === 'complimentary' ? 100 : c.percent,
    amountPaise: Math.round(c.amount * 100),
  })

function appliesTo(c: DiscountCodeDto, workshops: Workshop[]) {
  const names = [
    ...c.categories.map((k) => CATEGORY_LABELS[k]),
    ...c.workshop_ids.map((id) => workshops.find((w) => w.id === id)?.title ?? `Workshop ${id}`),
  ]
  return names.join(', ')
}

const valid = (c: DiscountCodeDto) =>
  c.valid_from || c.valid_until ? `${c.valid_from ?? '…'} to ${c.valid_until ?? '…'}` : 'Always'

export function DiscountCodesAdmin({
  initial,
  workshops,
}: {
  initial: DiscountCodeDto[]
  workshops: Workshop[]
}) {
  const { data = initial } = useQuery<DiscountCodeDto[], ApiError>({
    queryKey: [DISCOUNTS_API],
    queryFn: () => apiGet(DISCOUNTS_API),
    initialData: initial,
  })
  const [editing, setEditing] = useState<DiscountCodeDto | null>(null)
  return (
    <>
      <Section title="Codes">
        {data.length ? (
          <DataTable label="Discount codes" caption="Discount codes and their uses" head={HEAD}>
            <tbody>
              {data.map((c) => (
                <tr key={c.id}>
                  <td>
                    <strong>{c.code}</strong>
                    {c.description && <div>{c.description}</div>}
                  </td>
                  <td>{takesOff(c)}</td>
                  <td>{appliesTo(c, workshops)}</td>
                  <td>{valid(c)}</td>
                  <td>{c.max_uses ? `${c.uses} of ${c.max_uses}` : c.uses}</td>
                  <td>{c.max_uses_per_email ?? 'No limit'}</td>
                  <td>{c.disabled ? 'Disabled' : 'Accepted'}</td>
                  <td>
                    <Button type="button" onClick={() => setEditing(c)} aria-label={`Edit ${c.code}`}>
                      Edit
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        ) : (
          <p className={admin.state}>No discount code yet.</p>
        )}
      </Section>
      <Section title={editing ? `Edit ${editing.code}` : 'New code'}>
        <DiscountCodeForm
          key={editing?.id ?? 'new'}
          code={editing}
          workshops={workshops}
          onDone={() => setEditing(null)}
        />
      </Section>
    </>
  )
}
