'use client'

// The admin navigation bar: Dashboard, About, UP Pedicon 2025, Events, Contact, and the console's
// Registrations, Messages and Audit log (the current one
// highlighted and marked aria-current), collapsing to a menu button on small screens, Logout.
import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { useState } from 'react'
import { apiRequest } from '@/lib/api/client'
import styles from './admin-nav.module.css'

export const ADMIN_LINKS = [
  { href: '/admin/dashboard', label: 'Dashboard' },
  { href: '/admin/admin-about', label: 'About' },
  { href: '/admin/admin-uppedicon', label: 'UP Pedicon 2025' },
  { href: '/admin/admin-events', label: 'Events' },
  { href: '/admin/admin-contact', label: 'Contact' },
  { href: '/admin/registrations', label: 'Registrations' },
  { href: '/admin/messages', label: 'Messages' },
  { href: '/admin/audit', label: 'Audit log' },
] as const

export function AdminNav() {
  const pathname = usePathname()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)

  const logout = async () => {
    setLeaving(true)
    await apiRequest('/adminpanel/logout/', { method: 'POST' }).catch(() => undefined)
    router.replace('/admin')
    router.refresh()
  }

  return (
    <nav className={styles.nav} aria-label="Administration">
      <div className={`container ${styles.bar}`}>
        <Link href="/admin/dashboard" className={styles.brand}>
          UP Pedicon 2025 <span className={styles.badge}>Admin</span>
        </Link>
        <button
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
                    {link.label}
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
