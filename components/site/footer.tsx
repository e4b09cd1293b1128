// The footer: logo and about text, social links, important links, contact details, copyright.
import Link from 'next/link'
import type { ContactDetailDto } from '@/lib/contact/schema'
import {
  ASSOCIATION_NAME,
  FOOTER_LINKS,
  mapLink,
  SECRETARIAT_EMAIL,
  SOCIAL_LINKS,
  telHref,
  whatsappHref,
} from '@/lib/site'
import styles from './chrome.module.css'
import { Icon } from './icons'

export function Footer({
  contact,
  year,
  about,
  conference,
}: {
  contact: Omit<ContactDetailDto, 'id'>
  year: number
  about: string
  conference: string
}) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerGrid}`}>
        <section aria-labelledby="footer-about">
          <div className={styles.footerBrand}>
            {/* eslint-disable-next-line @next/next/no-img-element -- small SVG */}
            <img src="/logo.svg" alt="" width={48} height={48} loading="lazy" />
            <h2 id="footer-about" className={styles.footerTitle}>
              {ASSOCIATION_NAME}
            </h2>
          </div>
          <p className={styles.footerText}>{about}</p>
          <ul className={styles.social} aria-label="Social media">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  <Icon name={s.icon} size={20} />
                  <span className="visually-hidden">{s.label} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.footerTitle}>
            Important Links
          </h2>
          <ul className={styles.footerList}>
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} prefetch={false}>
                  {l.href === '/UpPedicon' ? conference : l.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.footerTitle}>
            Contact
          </h2>
          <ul className={styles.footerList}>
            <li>
              <a href={mapLink(contact.location)} target="_blank" rel="noopener noreferrer">
                <Icon name="pin" size={18} /> {contact.location}
              </a>
            </li>
            <li>
              <a href={telHref(contact.mobile_number)}>
                <Icon name="phone" size={18} /> Phone: +91 {contact.mobile_number}
              </a>
            </li>
            <li>
              <a href={whatsappHref(contact.WhatsappNumber)} target="_blank" rel="noopener noreferrer">
                <Icon name="whatsapp" size={18} /> WhatsApp: +91 {contact.WhatsappNumber}
              </a>
            </li>
            <li>
              <a href={`mailto:${contact.email}`}>
                <Icon name="mail" size={18} /> {contact.email}
              </a>
            </li>
            <li>
              <a href={`mailto:${SECRETARIAT_EMAIL}`}>
                <Icon name="mail" size={18} /> {SECRETARIAT_EMAIL}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {ASSOCIATION_NAME}. All rights reserved.
      </p>
    </footer>
  )
}
