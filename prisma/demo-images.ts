// Demo pictures drawn with sharp from SVG (no text, so no system fonts are needed): portraits,
// scenes for the galleries and banners, emblems for themes. Deterministic for a given seed.
import sharp from 'sharp'

function rng(seed: number) {
  let s = seed >>> 0 || 1
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`

async function toPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** A head-and-shoulders silhouette on a soft gradient (4:5). */
export function portrait(seed: number): Promise<Buffer> {
  const r = rng(seed * 7919)
  const hue = r() * 360
  const skin = ['#f1c7a5', '#d9a47e', '#b97f5a', '#8d5a3b', '#e8b894'][Math.floor(r() * 5)]
  const hair = ['#1f1a17', '#3b2a20', '#5a4634', '#9a9a9a', '#2b2b2b'][Math.floor(r() * 5)]
  const coat = r() > 0.5 ? '#f8fafc' : hsl(hue + 180, 35, 30)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800" viewBox="0 0 640 800">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 45, 88)}"/><stop offset="1" stop-color="${hsl(hue + 30, 40, 72)}"/></linearGradient></defs>
  <rect width="640" height="800" fill="url(#bg)"/>
  <path d="M90 800 C100 600 200 540 320 540 C440 540 540 600 550 800 Z" fill="${coat}"/>
  <path d="M270 540 L320 640 L370 540 Z" fill="${hsl(hue + 200, 50, 40)}"/>
  <rect x="285" y="440" width="70" height="110" rx="30" fill="${skin}"/>
  <ellipse cx="320" cy="350" rx="118" ry="140" fill="${skin}"/>
  <path d="M200 340 C195 220 260 190 320 190 C390 190 450 225 442 340 C430 280 390 255 320 258 C255 260 215 285 200 340 Z" fill="${hair}"/>
  <ellipse cx="278" cy="360" rx="11" ry="8" fill="#2b2118"/><ellipse cx="362" cy="360" rx="11" ry="8" fill="#2b2118"/>
  <path d="M285 425 Q320 445 355 425" stroke="#7a3e2c" stroke-width="7" fill="none" stroke-linecap="round"/>
</svg>`
  return toPng(svg)
}

/** A landscape scene: sky, sun, hills, water and a temple or city silhouette (16:9 or 4:3). */
export function scene(seed: number, width = 1600, height = 900): Promise<Buffer> {
  const r = rng(seed * 104729)
  const hue = 190 + r() * 60
  const dusk = r() > 0.6
  const skyTop = dusk ? hsl(20 + r() * 20, 80, 60) : hsl(hue, 70, 62)
  const skyBottom = dusk ? hsl(330 + r() * 20, 60, 80) : hsl(hue - 10, 60, 88)
  const hill = (y: number, l: number) => {
    const pts = Array.from({ length: 7 }, (_, i) => `${(i * width) / 6} ${y - r() * height * 0.12}`).join(
      ' L ',
    )
    return `<path d="M0 ${height} L ${pts} L ${width} ${height} Z" fill="${hsl(110 + r() * 40, 35, l)}"/>`
  }
  const buildings = Array.from({ length: 6 }, () => {
    const w = width * (0.04 + r() * 0.05)
    const x = r() * (width - w)
    const h = height * (0.12 + r() * 0.22)
    const y = height * 0.72 - h
    const dome =
      r() > 0.5
        ? `<ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="${w / 2.2}" fill="${hsl(25, 45, 35)}"/>`
        : ''
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${hsl(25, 40, 30 + r() * 10)}"/>${dome}`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
  <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 55)}"/><stop offset="1" stop-color="${hsl(hue, 60, 38)}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * (0.15 + r() * 0.7)}" cy="${height * (0.18 + r() * 0.15)}" r="${height * 0.08}" fill="${dusk ? '#fde68a' : '#fff7d6'}" opacity="0.95"/>
  ${hill(height * 0.62, 48)}
  ${buildings}
  <rect y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="url(#water)"/>
  ${hill(height * 0.9, 28)}
</svg>`
  return toPng(svg)
}

/** An emblem for a theme or partner association (square). */
export function emblem(seed: number): Promise<Buffer> {
  const r = rng(seed * 15485863)
  const hue = r() * 360
  const petals = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4
    return `<ellipse cx="${400 + Math.cos(a) * 150}" cy="${400 + Math.sin(a) * 150}" rx="90" ry="40" transform="rotate(${(a * 180) / Math.PI} ${400 + Math.cos(a) * 150} ${400 + Math.sin(a) * 150})" fill="${hsl(hue + i * 8, 65, 55)}" opacity="0.85"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="${hsl(hue, 40, 95)}"/>
  <circle cx="400" cy="400" r="300" fill="${hsl(hue + 20, 45, 85)}"/>${petals}
  <circle cx="400" cy="400" r="95" fill="${hsl(hue + 180, 55, 40)}"/>
  <path d="M400 345 C370 310 320 340 345 380 L400 440 L455 380 C480 340 430 310 400 345 Z" fill="#fff"/>
</svg>`
  return toPng(svg)
}
