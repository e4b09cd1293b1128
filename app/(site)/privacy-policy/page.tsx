import type { Metadata } from 'next'
import { PolicyPage } from '@/components/site/policy'

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description: 'How IAP Uttar Pradesh handles the personal data of UP Pedicon 2025 delegates and visitors.',
}

// GET /privacy-policy — privacy policy (spec 9)
export default function PrivacyPolicyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      updated="1 June 2025"
      sections={[
        {
          heading: 'Who we are',
          body: (
            <p>
              This website is run by the Indian Academy of Pediatrics, Uttar Pradesh (IAP UP), organiser of UP
              Pedicon 2025, the 46th annual state conference held in Gorakhpur.
            </p>
          ),
        },
        {
          heading: 'What we collect',
          body: (
            <p>
              When you register we collect your name, mobile number, e-mail address, date of birth, age,
              address, designation, membership numbers, registration category and, if you upload it, a letter
              of proof. When you pay we receive the transaction reference and status from the bank&apos;s
              payment gateway and the proof of payment you upload; we never see or store your card details.
              When you write to us we keep your name, e-mail, mobile number and message.
            </p>
          ),
        },
        {
          heading: 'Why we use it',
          body: (
            <p>
              To register you for the conference, confirm your payment, issue your delegate kit and
              certificates, answer your messages and tell you about the conference. We do not sell or rent
              your data, and we share it only with the bank that processes your payment and as the law
              requires.
            </p>
          ),
        },
        {
          heading: 'How long we keep it',
          body: (
            <p>
              Registration and payment records are kept for as long as accounting law requires; messages are
              deleted within two years. You may ask us to see, correct or delete your data.
            </p>
          ),
        },
        {
          heading: 'Cookies',
          body: (
            <p>
              The public pages set no tracking or advertising cookies. The administrators&apos; area uses one
              session cookie to keep administrators signed in.
            </p>
          ),
        },
        {
          heading: 'Children',
          body: (
            <p>
              This website and its services are meant for doctors, nurses, students and other adults. They are
              not aimed at children under 13, and we do not knowingly collect data from them.
            </p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              For any question about your data, write to the secretariat using the details on the Contact
              page.
            </p>
          ),
        },
      ]}
    />
  )
}
