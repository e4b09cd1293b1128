import type { Metadata } from 'next'
import Link from 'next/link'
import { PolicyPage } from '@/components/site/policy'

export const metadata: Metadata = {
  title: 'Terms & Conditions',
  description: 'Terms of registration and of use of the UP Pedicon 2025 website.',
}

// GET /terms-condition — terms and conditions
export default function TermsPage() {
  return (
    <PolicyPage
      title="Terms & Conditions"
      updated="1 June 2025"
      sections={[
        {
          heading: 'Registration',
          body: (
            <p>
              A registration for UP Pedicon 2025 is confirmed once the full fee of its category has been
              received. The fees are those published on the About page at the time of payment; the early-bird
              fees apply to payments made until 30 June 2025. Categories with reduced fees (students, nurses,
              senior citizens) may be asked for proof at the venue.
            </p>
          ),
        },
        {
          heading: 'Payments',
          body: (
            <p>
              Fees are paid online through the bank&apos;s secure payment gateway in Indian rupees. The
              gateway adds a surcharge that depends on the payment method; it is shown before you pay. Keep
              your transaction id and upload your proof of payment when asked.
            </p>
          ),
        },
        {
          heading: 'Cancellations and substitutions',
          body: (
            <p>
              Cancellations, refunds and substitutions follow our{' '}
              <Link href="/refund">Refund &amp; Cancellation Policy</Link>.
            </p>
          ),
        },
        {
          heading: 'The programme',
          body: (
            <p>
              The organisers may change speakers, sessions, timings or halls when circumstances require; the
              published programme is indicative until the conference.
            </p>
          ),
        },
        {
          heading: 'Use of this website',
          body: (
            <p>
              The content of this website belongs to IAP Uttar Pradesh and may be shared with attribution for
              non-commercial purposes. Do not misuse the forms of this website or try to access its
              administrators&apos; area. Your data is handled as described in our{' '}
              <Link href="/privacy-policy">Privacy Policy</Link>.
            </p>
          ),
        },
        {
          heading: 'Governing law',
          body: (
            <p>
              These terms are governed by the laws of India; the courts of Gorakhpur, Uttar Pradesh, have
              jurisdiction.
            </p>
          ),
        },
      ]}
    />
  )
}
