// A round, icon-only button with a 44 px tap target. The label is required: it is the button's
// accessible name (icons are decorative). Tones: `plain` on light surfaces, `onDark` over
// pictures and dark bars.
import type { ComponentProps } from 'react'
import styles from './icon-button.module.css'

export function IconButton({
  label,
  tone = 'plain',
  className,
  type = 'button',
  ...props
}: { label: string; tone?: 'plain' | 'onDark' } & Omit<ComponentProps<'button'>, 'aria-label'>) {
  return (
    <button
      type={type}
      aria-label={label}
      className={[styles.iconButton, styles[tone], className].filter(Boolean).join(' ')}
      {...props}
    />
  )
}
