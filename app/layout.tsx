import type { Metadata, Viewport } from 'next'
import { inter } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
  title: {
    default: 'UP Pedicon 2025 — 46th Annual State Conference of IAP Uttar Pradesh, Gorakhpur',
    template: '%s · UP Pedicon 2025',
  },
  description:
    'UP Pedicon 2025, the 46th annual state conference of the Indian Academy of Pediatrics, Uttar Pradesh: Gorakhpur, 28 to 30 November 2025. Register, pay online and read about the association.',
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
