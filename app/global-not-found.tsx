// Addresses no route serves: the friendly 404 inside the public chrome, status 404. Answered at
// the routing level (experimental.globalNotFound in next.config.ts) rather than by the root
// not-found, whose element would otherwise travel, whole chrome included, in the React payload of
// every page. It has no layout around it, so it brings its own document, styles and font.
import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/site/not-found-content'
import { SiteChrome } from '@/components/site/site-chrome'
import { inter } from './fonts'
import './globals.css'

export const metadata: Metadata = { title: 'Page not found · UP Pedicon' }

export default function GlobalNotFound() {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <SiteChrome>
          <NotFoundContent />
        </SiteChrome>
      </body>
    </html>
  )
}
