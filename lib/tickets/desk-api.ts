// The check-in desk's API as its clients call it: the addresses the desk page and the dashboard's
// counter use, and how many searches a desk session may make. Client-safe.

export const CHECKIN_API = '/adminpanel/checkin/'

export const CHECKIN_STATS_API = '/adminpanel/checkin/stats/'

export const DESK_API = '/adminpanel/desk/'

export const REHEARSAL_API = '/adminpanel/desk/rehearsal/'

/** The desk's searches: so many per desk session (a sign-in) and window. */
export const DESK_SEARCHES = { limit: 60, minutes: 10 } as const

/** The current edition's tickets, downloaded by the desk's device for scanning offline. */
export const DESK_TICKETS_API = '/adminpanel/checkin/tickets/'

/** Where the desk's device sends the scans it made offline. */
export const DESK_SYNC_API = '/adminpanel/checkin/sync/'
