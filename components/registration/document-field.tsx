'use client'

// A document upload (LoP, payment proof): labelled file input that reports the chosen file and
// its problem by name and size at once (the server checks the content again).
import { TextField } from '@/components/ui/field'
import { checkDocument } from '@/lib/registrations/form-check'

export function DocumentField({
  label,
  name,
  accept,
  hint,
  required,
  error,
  onFile,
}: {
  label: string
  name: string
  accept: string
  hint: string
  required?: boolean
  error?: string
  onFile: (file: File | null, error: string | undefined) => void
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="file"
      accept={accept}
      hint={hint}
      required={required}
      error={error}
      onChange={(e) => {
        const file = e.target.files?.[0] ?? null
        onFile(file, file ? (checkDocument(file) ?? undefined) : undefined)
      }}
    />
  )
}
