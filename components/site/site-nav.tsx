'use client'

// The sticky navigation bar: logo, links (current one in red), Register button, Call for
// Abstracts (the site's own page, or an external form in a new tab); below 960 px a menu button toggles the same list, and choosing a link
// closes it. (The smooth scroll to the top on a route change is CSS: html { scroll-behavior }.)
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { buttonClass } from '@/components/ui/button'
import { NAV_LINKS, REGISTER_LINK } from '@/lib/site'
import styles from './chrome.module.css'
import { ControlIcon } from './control-icons'

const isActive = (pathname: string, href: string) =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`)

/** Where "Call for Abstracts" goes (lib/abstracts/call.ts, getAbstractsLink). */
export interface AbstractsLink {
  href: string
  external: boolean
}

/** `conference`: the current edition's name (brand and the /uppedicon link); its call for abstracts. */
export function SiteNav({ conference, abstracts }: { conference: string; abstracts: AbstractsLink }) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)

  // Escape closes the open menu (keyboard users).
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <nav className={styles.nav} aria-label="Main">
      <div className={`container ${styles.navInner}`}>
        <Link href="/" className={styles.brand}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a 2 kB SVG needs no optimisation */}
          <img src="/logo.svg" alt="" width={44} height={44} />
          <span className={styles.brandText}>
            <strong>{conference}</strong>
            <span>IAP Uttar Pradesh</span>
          </span>
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <ControlIcon name={open ? 'close' : 'menu'} size={24} />
          <span className="visually-hidden">Menu</span>
        </button>
        <ul id="site-menu" className={`${styles.links} ${open ? styles.linksOpen : ''}`}>
          {NAV_LINKS.map((l) => {
            const active = isActive(pathname, l.href)
            return (
              <li key={l.href}>
                <Link
                  href={l.href}
                  className={`${styles.link} ${active ? styles.active : ''}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {l.href === '/uppedicon' ? conference : l.label}
                </Link>
              </li>
            )
          })}
          <li>
            {abstracts.external ? (
              <a
                href={abstracts.href}
                className={styles.link}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setOpen(false)}
              >
                Call for Abstracts
                <ControlIcon name="external" size={14} />
                <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            ) : (
              <Link
                href={abstracts.href}
                className={`${styles.link} ${isActive(pathname, abstracts.href) ? styles.active : ''}`}
                aria-current={isActive(pathname, abstracts.href) ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                Call for Abstracts
              </Link>
            )}
          </li>
          <li className={styles.registerItem}>
            <Link
              href={REGISTER_LINK.href}
              className={buttonClass({ variant: 'primary' }, styles.register)}
              aria-current={isActive(pathname, REGISTER_LINK.href) ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {REGISTER_LINK.label}
            </Link>
          </li>
        </ul>
      </div>
    </nav>
  )
}
