// Buttons and button-styled links. Variants: primary (the association's red), cta (the
// supporting colour for calls to action), secondary (outlined), ghost.
import Link from 'next/link'
import type { ComponentProps } from 'react'
import styles from './button.module.css'

type Variant = 'primary' | 'cta' | 'secondary' | 'ghost'
interface Look {
  variant?: Variant
  size?: 'normal' | 'small'
  block?: boolean
}

export function buttonClass(
  { variant = 'primary', size = 'normal', block = false }: Look = {},
  extra?: string,
) {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra]
    .filter(Boolean)
    .join(' ')
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...props
}: Look & ComponentProps<'button'>) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...props} />
}

export function ButtonLink({
  variant,
  size,
  block,
  className,
  ...props
}: Look & ComponentProps<typeof Link>) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />
}

/** A form's submit button on a line of its own, saying "Saving…" while the save is under way. */
export function SaveButton({ pending, children = 'Save' }: { pending: boolean; children?: string }) {
  return (
    <div>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : children}
      </Button>
    </div>
  )
}
