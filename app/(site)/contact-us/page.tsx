// Contact (spec 2, 5): the association's details and the message form.
import type { Metadata } from 'next'
import { ContactForm } from '@/components/site/contact-form'
import { Icon } from '@/components/site/icons'
import { PageHero, Section } from '@/components/site/section'
import styles from '@/components/site/site.module.css'
import { getPrimaryContact } from '@/lib/contact/service'
import { mapLink, SECRETARIAT_EMAIL, telHref, whatsappHref } from '@/lib/site'

export const metadata: Metadata = {
  title: 'Contact Us',
  description: 'Write to the organisers of UP Pedicon and IAP Uttar Pradesh, or call and message us.',
}

export default async function ContactPage() {
  const contact = await getPrimaryContact()
  const details = [
    {
      icon: 'phone',
      label: 'Phone',
      text: `+91 ${contact.mobile_number}`,
      href: telHref(contact.mobile_number),
    },
    {
      icon: 'whatsapp',
      label: 'WhatsApp',
      text: `+91 ${contact.WhatsappNumber}`,
      href: whatsappHref(contact.WhatsappNumber),
      external: true,
    },
    { icon: 'mail', label: 'E-mail', text: contact.email, href: `mailto:${contact.email}` },
    { icon: 'mail', label: 'Secretariat', text: SECRETARIAT_EMAIL, href: `mailto:${SECRETARIAT_EMAIL}` },
    {
      icon: 'pin',
      label: 'Address',
      text: contact.location,
      href: mapLink(contact.location),
      external: true,
    },
  ] as const
  return (
    <>
      <PageHero eyebrow="We are here to help" title="Contact Us">
        Questions about registration, payments, abstracts or membership? Send us a message and the secretariat
        will answer.
      </PageHero>
      <Section id="get-in-touch" eyebrow="Get in touch" title="Get In Touch">
        <div className={styles.twoCol}>
          <ul className={styles.contactList}>
            {details.map((d) => (
              <li key={d.label}>
                <a
                  href={d.href}
                  {...('external' in d ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Icon name={d.icon} size={20} />
                  <span>
                    <strong>{d.label}</strong>
                    {d.text}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <div className={styles.panel}>
            <h3>Send us a message</h3>
            <ContactForm />
          </div>
        </div>
      </Section>
    </>
  )
}
