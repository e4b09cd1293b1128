'use client'

// A picture field: a labelled file chooser limited to images, the browser-side check (type,
// 10 MB) with the spec's message, and a preview of the chosen file or of the current picture.
import { useEffect, useRef, useState } from 'react'
import { TextField } from '@/components/ui/field'
import { imageFileProblem } from '@/lib/uploads/image-field'
import styles from './admin.module.css'

export function ImagePicker({
  label,
  name,
  current,
  required,
  error,
  onChange,
}: {
  label: string
  name: string
  current?: string | null
  required?: boolean
  error?: string
  onChange: (file: File | undefined) => void
}) {
  const [problem, setProblem] = useState<string | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  // The preview's blob: URL is released when replaced and when the form closes.
  const url = useRef<string | null>(null)
  useEffect(() => () => void (url.current && URL.revokeObjectURL(url.current)), [])
  const show = (file: File | undefined) => {
    if (url.current) URL.revokeObjectURL(url.current)
    url.current = file ? URL.createObjectURL(file) : null
    setPreview(url.current)
  }
  const shown = preview ?? current ?? null
  return (
    <div className={styles.picker}>
      <TextField
        label={label}
        name={name}
        type="file"
        accept="image/*"
        required={required}
        error={problem ?? error}
        onChange={(e) => {
          const chosen = e.target.files?.[0]
          const bad = chosen ? imageFileProblem(chosen) : null
          setProblem(bad)
          if (bad) e.target.value = ''
          show(bad ? undefined : chosen)
          onChange(bad ? undefined : chosen)
        }}
      />
      {shown && (
        // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) or an uploaded picture
        <img
          src={shown}
          alt={preview ? 'Preview of the chosen picture' : 'Current picture'}
          className={styles.preview}
        />
      )}
    </div>
  )
}
