'use client'

// A delete button that asks first; before the script has run it posts straight away (the form
// still names what it deletes, and the editor says what was done).
import { Button } from '@/components/ui/button'

export function ConfirmSubmit({ question, children }: { question: string; children: React.ReactNode }) {
  return (
    <Button
      type="submit"
      variant="ghost"
      size="small"
      onClick={(e) => {
        if (!window.confirm(question)) e.preventDefault()
      }}
    >
      {children}
    </Button>
  )
}
