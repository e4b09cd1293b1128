// The day of an event or of the conference: Monday to Sunday (spec sections 3 and 5).
import { SelectField } from '@/components/ui/field'
import { WEEKDAYS } from '@/lib/dates'

const DAY_OPTIONS = WEEKDAYS.map((d) => ({ value: d, label: d }))

export function DayField(props: {
  name: string
  value: string
  error?: string
  onChange: (e: { target: { value: string } }) => void
}) {
  return <SelectField label="Day" required options={DAY_OPTIONS} placeholder="Select a day" {...props} />
}
