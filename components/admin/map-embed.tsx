'use client'

// The office map. Google's embed is loaded only when asked for: nothing external loads until
// the admin wants it (and the page stays fast and private).
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import styles from './admin.module.css'

export const OFFICE_QUERY = 'Betiahata, Gorakhpur, Uttar Pradesh'

export function MapEmbed({ query = OFFICE_QUERY }: { query?: string }) {
  const [shown, setShown] = useState(false)
  if (!shown)
    return (
      <Button variant="secondary" onClick={() => setShown(true)}>
        Show the map ({query})
      </Button>
    )
  return (
    <iframe
      className={styles.map}
      title={`Map: ${query}`}
      src={`https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  )
}
