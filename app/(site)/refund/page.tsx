import type { Metadata } from 'next'
import { PolicyPage } from '@/components/site/policy'

export const metadata: Metadata = {
  title: 'Refund & Cancellation Policy',
  description: 'Cancellations, refunds and substitutions for UP Pedicon 2025 registrations.',
}

// GET /refund — refund and cancellation policy (spec 9)
export default function RefundPage() {
  return (
    <PolicyPage
      title="Refund & Cancellation Policy"
      updated="1 June 2025"
      sections={[
        {
          heading: 'Cancellation with a 50% refund',
          body: (
            <p>
              A registration for UP Pedicon 2025 (Gorakhpur, 28 to 30 November 2025) may be cancelled up to
              two months before the conference, that is until 28 September 2025. Write to the secretariat from
              the e-mail address you registered with, quoting your name, mobile number and transaction id. We
              refund 50% of the registration fee paid.
            </p>
          ),
        },
        {
          heading: 'How and when refunds are paid',
          body: (
            <p>
              Refunds are processed within 10 working days of our confirmation of the cancellation, to the
              original method of payment (the same card, account or UPI id). Payment gateway surcharges are
              charged by the bank and are not refundable.
            </p>
          ),
        },
        {
          heading: 'Later cancellations',
          body: (
            <p>
              Cancellations received less than two months before the conference, and registrations not used,
              are not refunded.
            </p>
          ),
        },
        {
          heading: 'Substitutions',
          body: (
            <p>
              A registered delegate who cannot attend may be replaced at any time, free of charge, by another
              person from the same organisation (the same hospital, college or practice). Send the
              substitute&apos;s name, mobile number and e-mail to the secretariat; a change of category that
              costs more is payable before the conference.
            </p>
          ),
        },
        {
          heading: 'If the conference is cancelled',
          body: (
            <p>
              Should the organisers cancel the conference, every registration fee is refunded in full to the
              original method of payment.
            </p>
          ),
        },
      ]}
    />
  )
}
