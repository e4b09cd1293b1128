'use client'

// The authors of an abstract, in order: a row each (name, affiliation, optional e-mail, presenting), which the
// script lets the submitter add, remove and move. The inputs keep what was typed themselves (rows
// move by their key), so a row that moves keeps its text and its presenting choice. Before the
// script runs the form shows the authors and one empty row more; empty rows are left out.
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import type { AuthorRow } from '@/lib/abstracts/form'
import { MAX_AUTHORS } from '@/lib/abstracts/words'
import styles from './abstracts.module.css'

interface Row extends AuthorRow {
  key: number
}

const blank = (key: number): Row => ({ key, name: '', affiliation: '', email: '', presenting: false })

/** The rows the form starts with: the authors and an empty one (at least two in all). */
function startRows(authors: AuthorRow[]): Row[] {
  const rows = authors.map((a, key) => ({ ...a, key }))
  rows.push(blank(rows.length))
  if (rows.length < 2) rows.push(blank(rows.length))
  return rows.slice(0, MAX_AUTHORS + 1)
}

export function AuthorRows({
  authors,
  errors,
  disabled,
}: {
  authors: AuthorRow[]
  errors: Record<string, string>
  disabled?: boolean
}) {
  const [rows, setRows] = useState(() => startRows(authors))
  const move = (from: number, to: number) =>
    setRows((r) => {
      const next = [...r]
      next.splice(to, 0, ...next.splice(from, 1))
      return next
    })
  return (
    <fieldset className={styles.authors} aria-describedby={errors.authors ? 'authors-error' : undefined}>
      <legend>Authors, in order</legend>
      <p className={styles.hint}>
        Give the presenting author’s e-mail if it is not yours: it tells the committee whether they have
        registered.
      </p>
      {rows.map((row, i) => (
        <div key={row.key} className={styles.author} data-testid="author-row">
          <TextField
            label={`Author ${i + 1}: name`}
            name={`authors.${i}.name`}
            defaultValue={row.name}
            error={errors[`authors.${i}.name`]}
            autoComplete="off"
            disabled={disabled}
          />
          <TextField
            label={`Author ${i + 1}: affiliation`}
            name={`authors.${i}.affiliation`}
            defaultValue={row.affiliation}
            error={errors[`authors.${i}.affiliation`]}
            disabled={disabled}
          />
          <TextField
            label={`Author ${i + 1}: e-mail (optional)`}
            name={`authors.${i}.email`}
            type="email"
            defaultValue={row.email ?? ''}
            error={errors[`authors.${i}.email`]}
            autoComplete="off"
            disabled={disabled}
          />
          <div className={styles.authorTools}>
            <label className={styles.presenting}>
              <input
                type="radio"
                name="presenting"
                value={i}
                defaultChecked={row.presenting}
                disabled={disabled}
              />
              Presenting author
            </label>
            {!disabled && i > 0 && (
              <Button
                size="small"
                variant="ghost"
                onClick={() => move(i, i - 1)}
                aria-label={`Move author ${i + 1} up`}
              >
                Up
              </Button>
            )}
            {!disabled && rows.length > 1 && (
              <Button
                size="small"
                variant="ghost"
                onClick={() => setRows((r) => r.filter((x) => x.key !== row.key))}
                aria-label={`Remove author ${i + 1}`}
              >
                Remove
              </Button>
            )}
          </div>
        </div>
      ))}
      {errors.authors && (
        <p id="authors-error" className={styles.over} role="alert">
          {errors.authors}
        </p>
      )}
      {!disabled && rows.length <= MAX_AUTHORS && (
        <Button
          size="small"
          variant="secondary"
          onClick={() => setRows((r) => [...r, blank(Math.max(...r.map((x) => x.key)) + 1)])}
        >
          Add an author
        </Button>
      )}
    </fieldset>
  )
}
