'use client'

// The admin navigation bar: Dashboard, About, the current edition (its name), Events, Contact, and the console's
// Registrations, Groups, Messages and Audit log (the current one
// highlighted and marked aria-current), collapsing to a menu button on small screens, Logout.
import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { apiRequest } from '@/lib/api/client'
import styles from './admin-nav.module.css'

export const ADMIN_LINKS = [
  { href: '/admin/dashboard', label: 'Dashboard' },
  { href: '/admin/admin-about', label: 'About' },
  { href: '/admin/admin-uppedicon', label: 'UP Pedicon' },
  { href: '/admin/admin-events', label: 'Events' },
  { href: '/admin/admin-contact', label: 'Contact' },
  { href: '/admin/editions', label: 'Editions' },
  { href: '/admin/workshops', label: 'Workshops' },
  { href: '/admin/programme', label: 'Programme' },
  { href: '/admin/abstracts', label: 'Abstracts' },
  { href: '/admin/abstracts/call', label: 'Call for abstracts' },
  { href: '/admin/registrations', label: 'Registrations' },
  { href: '/admin/groups', label: 'Groups' },
  { href: '/admin/certificates', label: 'Certificates' },
  { href: '/admin/payments', label: 'Payments' },
  { href: '/admin/gst', label: 'GST' },
  { href: '/admin/discounts', label: 'Discount codes' },
  { href: '/admin/messages', label: 'Messages' },
  { href: '/admin/audit', label: 'Audit log' },
  { href: '/admin/volunteers', label: 'Desk volunteers' },
  { href: '/admin/checkin', label: 'Check-in desk' },
] as const

/** `edition`: the current edition's name, the brand and the conference's link label. */
export function AdminNav({ edition }: { edition: string }) {
  const pathname = usePathname()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)

  const logout = async () => {
    setLeaving(true)
    await apiRequest('/adminpanel/logout/', { method: 'POST' }).catch(() => undefined)
    router.replace('/admin')
    router.refresh()
  }

  return (
    <nav
      className={styles.nav}
      aria-label="Administration"
      onKeyDown={(e) => {
        // Escape closes the open mobile menu and puts focus back on its button.
        if (e.key === 'Escape' && open) {
          setOpen(false)
          toggle.current?.focus()
        }
      }}
    >
      <div className={`container ${styles.bar}`}>
        <Link href="/admin/dashboard" className={styles.brand}>
          {edition} <span className={styles.badge}>Admin</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="admin-menu"
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          <span className="visually-hidden">Menu</span>
        </button>
        <div id="admin-menu" className={`${styles.menu} ${open ? styles.open : ''}`}>
          <ul className={styles.links}>
            {ADMIN_LINKS.map((link) => {
              const active = pathname === link.href || pathname.startsWith(`${link.href}/`)
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className={`${styles.link} ${active ? styles.active : ''}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {link.href === '/admin/admin-uppedicon' ? edition : link.label}
                  </Link>
                </li>
              )
            })}
          </ul>
          <button type="button" className={styles.logout} onClick={logout} disabled={leaving}>
            Logout
          </button>
        </div>
      </div>
    </nav>
  )
}
