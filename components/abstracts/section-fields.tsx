'use client'

// The five sections of an abstract, each with its live word count, and the count of all of them
// against the call's limit: counted as the server counts them (lib/abstracts/words.ts). The text
// areas keep what was typed themselves; the counts start from what the server rendered and follow
// each keystroke once the script runs.
import { useEffect, useRef, useState } from 'react'
import { TextAreaField } from '@/components/ui/field'
import { countWords, SECTION_LABELS, SECTIONS, type Section } from '@/lib/abstracts/words'
import styles from './abstracts.module.css'

export function SectionFields({
  values,
  limit,
  errors,
  disabled,
}: {
  values: Record<string, string>
  limit: number
  errors: Record<string, string>
  disabled?: boolean
}) {
  const box = useRef<HTMLDivElement>(null)
  const [counts, setCounts] = useState(() =>
    Object.fromEntries(SECTIONS.map((k) => [k, countWords(values[`sections.${k}`] ?? '')])),
  )
  // What was typed before the script ran counts too.
  useEffect(() => {
    const areas = box.current?.querySelectorAll('textarea') ?? []
    setCounts(
      Object.fromEntries([...areas].map((a) => [a.name.slice('sections.'.length), countWords(a.value)])),
    )
  }, [])
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  const over = total > limit
  return (
    <div ref={box}>
      {SECTIONS.map((key: Section) => (
        <div key={key}>
          <TextAreaField
            label={SECTION_LABELS[key]}
            name={`sections.${key}`}
            rows={key === 'background' || key === 'conclusion' ? 3 : 5}
            defaultValue={values[`sections.${key}`] ?? ''}
            error={errors[`sections.${key}`]}
            onChange={(e) => setCounts((c) => ({ ...c, [key]: countWords(e.target.value) }))}
            required
            disabled={disabled}
          />
          <span className={styles.count}>
            {counts[key]} word{counts[key] === 1 ? '' : 's'}
          </span>
        </div>
      ))}
      <p className={over ? styles.over : styles.count} aria-live="polite" data-testid="word-total">
        {total} of {limit} words in all{over ? `: ${total - limit} too many` : ''}
      </p>
      {errors.sections && (
        <p className={styles.over} role="alert">
          {errors.sections}
        </p>
      )}
    </div>
  )
}
