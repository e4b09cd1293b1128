// Labelled form fields: every control has a visible label, its hint and error are tied to it
// with aria-describedby, and an error marks it aria-invalid. Client and server components alike.
import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react'
import styles from './field.module.css'

/** What a form's `field(name)` binds on a control: its name, value, error and change handler. */
export interface BoundField {
  name: string
  value: string
  error?: string
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void
}

interface FieldProps {
  label: ReactNode
  /** Message shown under the control (also announced): a validation error. */
  error?: string | null
  hint?: ReactNode
  required?: boolean
}

function describedBy(id: string, hint?: ReactNode, error?: string | null) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

function Frame({
  id,
  label,
  hint,
  error,
  required,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  )
}

/** The props every labelled control gets: its id, the shared class, required and the aria wiring. */
function useControl({
  id,
  className,
  error,
  hint,
  required,
}: Pick<FieldProps, 'error' | 'hint' | 'required'> & { id?: string; className?: string }) {
  const auto = useId()
  const fieldId = id ?? auto
  return {
    id: fieldId,
    className: [styles.control, className].filter(Boolean).join(' '),
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldId, hint, error),
  } as const
}

export function TextField({
  label,
  error,
  hint,
  required,
  id,
  className,
  ...input
}: FieldProps & ComponentProps<'input'>) {
  const control = useControl({ id, className, error, hint, required })
  return (
    <Frame id={control.id} label={label} error={error} hint={hint} required={required}>
      <input {...control} {...input} />
    </Frame>
  )
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  id,
  className,
  ...input
}: FieldProps & ComponentProps<'textarea'>) {
  const control = useControl({ id, className, error, hint, required })
  return (
    <Frame id={control.id} label={label} error={error} hint={hint} required={required}>
      <textarea {...control} {...input} />
    </Frame>
  )
}

export interface Option {
  value: string
  label: string
}

export function SelectField({
  label,
  error,
  hint,
  required,
  id,
  className,
  options,
  placeholder,
  ...select
}: FieldProps & ComponentProps<'select'> & { options: readonly Option[]; placeholder?: string }) {
  const control = useControl({ id, className, error, hint, required })
  return (
    <Frame id={control.id} label={label} error={error} hint={hint} required={required}>
      <select {...control} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  )
}

export function CheckboxField({
  label,
  error,
  id,
  ...input
}: Omit<FieldProps, 'hint'> & Omit<ComponentProps<'input'>, 'type'>) {
  const auto = useId()
  const fieldId = id ?? auto
  return (
    <div>
      <div className={styles.check}>
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...input}
        />
        <label htmlFor={fieldId}>{label}</label>
      </div>
      {error && (
        <span id={`${fieldId}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  )
}

/** A group's error under its controls (a fieldset's `aria-describedby` names `id`). */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null
  return (
    <span id={id} className={styles.error} role="alert">
      {error}
    </span>
  )
}

/** A group of radio buttons in a fieldset with a legend. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  required,
  error,
}: {
  legend: ReactNode
  name: string
  options: readonly Option[]
  value?: string
  /** The choice checked at first, when the form keeps the choice itself (no `value`). */
  defaultValue?: string
  onChange?: (value: string) => void
  required?: boolean
  error?: string | null
}) {
  const auto = useId()
  return (
    <fieldset className={styles.choices} aria-describedby={error ? `${auto}-error` : undefined}>
      <legend>
        {legend}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={styles.choiceRow}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === undefined ? undefined : value === o.value}
              defaultChecked={
                value === undefined && defaultValue !== undefined ? defaultValue === o.value : undefined
              }
              onChange={onChange ? () => onChange(o.value) : undefined}
              required={required}
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={`${auto}-error`} error={error} />
    </fieldset>
  )
}
