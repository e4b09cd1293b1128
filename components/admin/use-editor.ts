'use client'

// Open/close state of an Add / Update modal: which record (if any) is being edited.
import { useState } from 'react'

export function useEditor<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({ open: false, item: null })
  return {
    open: state.open,
    item: state.item,
    create: () => setState({ open: true, item: null }),
    edit: (item: T) => setState({ open: true, item }),
    close: () => setState((s) => ({ ...s, open: false })),
  }
}
