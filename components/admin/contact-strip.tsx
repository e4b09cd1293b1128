// The red contact strip at the top of every admin page: phone (call link), the office address
// (opens the map) and the e-mail address (mailto), from the stored contact details.
import { Email } from '@/components/ui/email'
import { FALLBACK_CONTACT } from '@/lib/contact/fallback'
import { getContactDetails } from '@/lib/contact/service'
import styles from './admin.module.css'

export async function ContactStrip() {
  const [contact = FALLBACK_CONTACT] = await getContactDetails()
  const map = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(contact.location)}`
  return (
    <div className={styles.strip}>
      <div className={`container ${styles.stripRow}`}>
        <a href={`tel:+91${contact.mobile_number}`}>+91 {contact.mobile_number}</a>
        <a href={map} target="_blank" rel="noopener noreferrer">
          {contact.location}
        </a>
        <a href={`mailto:${contact.email}`} className={styles.stripEmail}>
          <Email address={contact.email} />
        </a>
      </div>
    </div>
  )
}
