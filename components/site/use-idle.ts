// When the islands' deferred parts may load: after the page's `load` event, at the browser's
// first idle moment. What waits for it (Embla, the home pop-up) stays out of the page's start.
import { useEffect, useState } from 'react'

/**
 * True once the page has loaded and the browser has had a moment with nothing to do (at most
 * 1.5 s after `load`); the function makes it true at once (a visitor asked for what waits).
 */
export function useIdleAfterLoad(): [boolean, () => void] {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    let cancel = () => {}
    const wait = () => {
      // Safari has no requestIdleCallback: a short delay stands in for it there.
      if ('requestIdleCallback' in window) {
        const id = requestIdleCallback(() => setIdle(true), { timeout: 1500 })
        cancel = () => cancelIdleCallback(id)
      } else {
        const id = setTimeout(() => setIdle(true), 300)
        cancel = () => clearTimeout(id)
      }
    }
    if (document.readyState === 'complete') wait()
    else window.addEventListener('load', wait, { once: true })
    return () => {
      window.removeEventListener('load', wait)
      cancel()
    }
  }, [])
  return [idle, () => setIdle(true)]
}
