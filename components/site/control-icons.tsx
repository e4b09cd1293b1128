// The icons of the site's controls (menu, close, arrows, media buttons): the only ones the
// browser's islands draw, so the only paths their script carries. icons.tsx has them all, for the
// server's components.

const CONTROL_PATHS = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M18 6 6 18M6 6l12 12',
  external: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6m4-3h6v6m-11 5L21 3',
  play: 'M6 4l14 8-14 8V4z',
  pause: 'M6 4h4v16H6zM14 4h4v16h-4z',
  volume: 'M11 5 6 9H2v6h4l5 4V5zm4.5 3.5a5 5 0 0 1 0 7m3-10a9 9 0 0 1 0 13',
  mute: 'M11 5 6 9H2v6h4l5 4V5zm12 4-6 6m0-6 6 6',
  chevron: 'm6 9 6 6 6-6',
} as const
export type ControlIconName = keyof typeof CONTROL_PATHS
export { CONTROL_PATHS }

export interface IconProps {
  size?: number
  className?: string
}

/** One 24×24 outline icon of path `d` (decorative: the text next to it carries the meaning). */
export function SvgIcon({ d, size = 20, className }: IconProps & { d: string }) {
  // Stroke and fill come from the global `.icon` rule: the page repeats this element dozens of
  // times, in its HTML and again in its React payload.
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  )
}

export function ControlIcon({ name, ...props }: IconProps & { name: ControlIconName }) {
  return <SvgIcon d={CONTROL_PATHS[name]} {...props} />
}
