'use client'

// The parts of the GST settings form about what is sold: whether published fees include GST, and
// the SAC code and rate of each thing (registration fees, each category that has its own,
// workshops, the accompanying person), with the form values they read and write.
import { RadioGroup, TextField } from '@/components/ui/field'
import type { TaxRates } from '@/lib/gst/gst'
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'

export type Values = Record<string, string | boolean>

const THINGS = [
  ['registration', 'Registration fees'],
  ['workshop', 'Workshops'],
  ['accompanying', 'Accompanying person'],
] as const
// The accompanying person has its own line above.
const OWN_RATE_CATEGORIES = CATEGORIES.filter((c) => c !== 'accompanyingperson')

export const INCLUDED = 'included'
export const ON_TOP = 'on-top'

/** The rates as form values: each thing's SAC and rate; a category's empty when it has none. */
export function rateValues(rates: TaxRates): Values {
  const v: Values = {}
  for (const [key] of THINGS) {
    const r = rates[key] ?? rates.registration
    v[`${key}.sac`] = r.sac
    v[`${key}.ratePercent`] = String(r.ratePercent)
  }
  for (const c of OWN_RATE_CATEGORIES) {
    v[`categories.${c}.sac`] = rates.categories?.[c]?.sac ?? ''
    v[`categories.${c}.ratePercent`] = rates.categories?.[c] ? String(rates.categories[c].ratePercent) : ''
  }
  return v
}

/** The rates of the form's values; a category with neither SAC nor rate is left out (it uses the registration's). */
export function ratesInput(v: Values) {
  const pair = (key: string) => ({ sac: v[`${key}.sac`], ratePercent: v[`${key}.ratePercent`] })
  const own = OWN_RATE_CATEGORIES.filter((c) => v[`categories.${c}.sac`] || v[`categories.${c}.ratePercent`])
  return {
    ...Object.fromEntries(THINGS.map(([key]) => [key, pair(key)])),
    categories: Object.fromEntries(own.map((c) => [c, pair(`categories.${c}`)])),
  }
}

type FieldOf = (name: string) => {
  name: string
  value: string
  error?: string
  onChange: (e: { target: { value: string } }) => void
}

/** Whether published fees include GST, or GST is added on top at checkout. */
export function FeesGstChoice({
  value,
  onChange,
  error,
}: {
  value: boolean
  onChange: (included: boolean) => void
  error?: string
}) {
  return (
    <>
      <RadioGroup
        legend="Published fees"
        name="pricesIncludeGst"
        value={value ? INCLUDED : ON_TOP}
        onChange={(v) => onChange(v === INCLUDED)}
        options={[
          { value: INCLUDED, label: 'Fees include GST' },
          { value: ON_TOP, label: 'GST added on top' },
        ]}
        error={error}
      />
      <p>
        Include GST: a delegate pays the published fee and the invoice works out the tax inside it. On top:
        the published fee is the taxable value and each line&apos;s GST is added at checkout (/register shows
        &ldquo;+ GST&rdquo;). Registrations already made keep the terms they were priced with.
      </p>
    </>
  )
}

/** The SAC code and GST rate of each thing sold, and of each category that has its own. */
export function RateFields({ field, errors }: { field: FieldOf; errors: Record<string, string> }) {
  const rateError = (key: string) => errors[`rates.${key}.sac`] ?? errors[`rates.${key}.ratePercent`]
  const pair = (key: string, label: string) => (
    <fieldset key={key}>
      <legend>{label}</legend>
      <TextField
        label={`${label}: SAC code`}
        inputMode="numeric"
        {...field(`${key}.sac`)}
        error={rateError(key)}
      />
      <TextField label={`${label}: GST rate (%)`} inputMode="decimal" {...field(`${key}.ratePercent`)} />
    </fieldset>
  )
  return (
    <>
      {THINGS.map(([key, label]) => pair(key, label))}
      <details>
        <summary>A category&apos;s own SAC and rate (empty: the registration fees&apos;)</summary>
        {OWN_RATE_CATEGORIES.map((c: Category) => pair(`categories.${c}`, CATEGORY_LABELS[c]))}
      </details>
    </>
  )
}
