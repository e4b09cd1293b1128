// A check-in time as the desks read it: 09:14, in the conference's time zone.
const format = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

export const clock = (iso: string) => format.format(new Date(iso))
