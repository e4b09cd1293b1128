import type { Metadata } from 'next'
import { AboutView } from './about-view'

export const metadata: Metadata = {
  title: 'About IAP Uttar Pradesh',
  description:
    'The Indian Academy of Pediatrics, Uttar Pradesh: history, mission, committee, registration steps, fees and payment surcharges of the annual state conference.',
}

// GET /about — the committee's first page
export default function AboutPage() {
  return <AboutView page={1} />
}
