// The sticky red contact strip: call link, address opening the map, mailto link.
import type { ContactDetailDto } from '@/lib/contact/schema'
import { mapLink, telHref } from '@/lib/site'
import styles from './chrome.module.css'
import { Icon } from './icons'

export function TopBar({ contact }: { contact: Omit<ContactDetailDto, 'id'> }) {
  return (
    <div className={styles.topBar}>
      <div className={`container ${styles.topBarInner}`}>
        <a href={telHref(contact.mobile_number)} className={styles.topLink}>
          <Icon name="phone" size={16} />
          <span>+91 {contact.mobile_number}</span>
        </a>
        <a
          href={mapLink(contact.location)}
          className={`${styles.topLink} ${styles.address}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="pin" size={16} />
          <span>{contact.location}</span>
        </a>
        <a href={`mailto:${contact.email}`} className={styles.topLink}>
          <Icon name="mail" size={16} />
          <span className={styles.email}>{contact.email}</span>
        </a>
      </div>
    </div>
  )
}
