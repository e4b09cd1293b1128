import type { Metadata, Viewport } from 'next'
import { getSiteEdition } from '@/lib/editions/site'
import { conferenceDates, ordinal } from '@/lib/editions/wording'
import { inter } from './fonts'
import './globals.css'

const metadataBase = new URL(process.env.SITE_URL ?? 'http://localhost:3000')

// Titles and description name the current edition (a plain title when the database cannot say).
export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteEdition().catch(() => null)
  if (!site) return { metadataBase, title: { default: 'UP Pedicon', template: '%s · UP Pedicon' } }
  const e = site.edition
  const nth = ordinal(e.number)
  return {
    metadataBase,
    title: {
      default: `${e.name} — ${nth} Annual State Conference of IAP Uttar Pradesh, ${e.city}`,
      template: `%s · ${e.name}`,
    },
    description: `${e.name}, the ${nth} annual state conference of the Indian Academy of Pediatrics, Uttar Pradesh: ${e.city}, ${conferenceDates(e)}. Register, pay online and read about the association.`,
  }
}

export const viewport: Viewport = {
  themeColor: '#b91c1c',
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>{children}</body>
    </html>
  )
}
