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
  const menu = useRef<HTMLDivElement>(null)
  const [focusFirst, setFocusFirst] = useState(false)

  // Opened from the keyboard: focus moves into the menu, as with any menu button.
  useEffect(() => {
    if (open && focusFirst) menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus()
  }, [open, focusFirst])

  /** Up/Down move between the items, Home/End jump to the first/last. */
  const moveFocus = (key: string) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])
    const at = items.indexOf(document.activeElement as HTMLButtonElement)
    const next =
      key === 'Home'
        ? 0
        : key === 'End'
          ? items.length - 1
          : (at + (key === 'ArrowDown' ? 1 : -1) + items.length) % items.length
    items[next]?.focus()
  }

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
        } else if (open && ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) {
          e.preventDefault()
          moveFocus(e.key)
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={label}
        onClick={(e) => {
          // detail 0: activated with Enter or Space rather than a pointer.
          setFocusFirst(e.detail === 0)
          setOpen(!open)
        }}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open && (
        <div ref={menu} id={`${id}-menu`} role="menu" aria-label={label} className={styles.menu}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className={`${styles.item} ${item.danger ? styles.danger : ''}`}
              onClick={() => {
                setOpen(false)
                // The ⋮ button holds focus while the item's dialog is open, so closing it returns here.
                button.current?.focus()
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
