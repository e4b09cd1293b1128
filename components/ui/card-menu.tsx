'use client'
// A card's dropdown of actions (Update / Delete, Modify / Delete). Only one is open at a time
// across the page (CardMenuGroup), a click or tap elsewhere closes it, and Escape closes it and
// returns focus to its button.
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import styles from './card-menu.module.css'

const GroupContext = createContext<{ open: string | null; setOpen: (id: string | null) => void } | null>(null)

export function CardMenuGroup({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<string | null>(null)
  return <GroupContext.Provider value={{ open, setOpen }}>{children}</GroupContext.Provider>
}

export interface MenuItem {
  label: string
  onSelect: () => void
  danger?: boolean
}

export function CardMenu({ label, items }: { label: string; items: MenuItem[] }) {
  const id = useId()
  const group = useContext(GroupContext)
  const [ownOpen, setOwnOpen] = useState(false)
  const open = group ? group.open === id : ownOpen
  const setOpen = (value: boolean) => (group ? group.setOpen(value ? id : null) : setOwnOpen(value))
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  })

  return (
    <div
      ref={root}
      className={styles.root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false)
          button.current?.focus()
        }
      }}
    >
      <button ref={button} type="button" className={styles.trigger} aria-haspopup="menu" aria-expanded={open} aria-controls={`${id}-menu`} aria-label={label} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">⋮</span>
      </button>
      {open && (
        <div id={`${id}-menu`} role="menu" className={styles.menu}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className={`${styles.item} ${item.danger ? styles.danger : ''}`}
              onClick={() => {
                setOpen(false)
                item.onSelect()
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
