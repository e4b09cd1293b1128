import { getConference } from '@/lib/conference/service'
import { getMembers } from '@/lib/members/service'

// Home. A minimal server-rendered page over the demo content; the full public site builds on it.
export default async function HomePage() {
  const [conference, presidents] = await Promise.all([getConference(), getMembers('president')])
  const president = presidents[0]
  return (
    <main className="container">
      <h1>{conference?.name ?? 'UP Pedicon 2025'}</h1>
      {conference ? (
        <p>
          {conference.title} — {conference.venue}, {conference.date} at {conference.time.slice(0, 5)}
        </p>
      ) : (
        <p>No conference details available.</p>
      )}
      {president ? (
        <p>
          President: {president.name}, {president.degree}
        </p>
      ) : (
        <p>No president data available.</p>
      )}
    </main>
  )
}
