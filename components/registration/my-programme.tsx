// "My programme" on the delegate's page (lib/programme/mine.ts): the conference's sessions by day,
// each with a star the delegate presses to keep it (a plain form posting to the server action, with
// or without the page's script), and the secret link of the personal calendar feed of the starred
// ones, to subscribe to in a calendar app.
import { Alert } from '@/components/ui/alert'
import { toggleStarAction } from '@/lib/api/actions/my-programme'
import { MY_PROGRAMME_ANCHOR, type MyProgrammeView } from '@/lib/programme/mine'
import styles from './registration.module.css'

export function MyProgramme({
  owner,
  view,
  refused,
}: {
  owner: { id: number; token: string }
  view: MyProgrammeView
  refused: boolean
}) {
  return (
    <section className={styles.card} id={MY_PROGRAMME_ANCHOR} aria-labelledby="my-programme-heading">
      <h2 id="my-programme-heading" className={styles.lead}>
        My programme
      </h2>
      {refused && <Alert tone="error">That change could not be made. Reload the page and try again.</Alert>}
      <p>
        Star the sessions you mean to attend ({view.starred} starred). Your calendar app can follow them:{' '}
        <a href={view.webcal}>subscribe to my programme</a>, or copy{' '}
        <a href={view.feed} data-testid="my-programme-feed">
          its link
        </a>
        . Keep the link private: it shows your programme.
      </p>
      <form action={toggleStarAction}>
        <input type="hidden" name="participant_id" value={owner.id} />
        <input type="hidden" name="participant_token" value={owner.token} />
        {view.days.map((day, i) => (
          <details key={day.label} open={i === 0}>
            <summary>{day.label}</summary>
            <ul className={styles.waitlist}>
              {day.sessions.map((s) => (
                <li key={s.id} data-testid="my-session">
                  <button
                    type="submit"
                    name="session"
                    value={s.id}
                    aria-pressed={s.starred}
                    aria-label={`Star ${s.title}`}
                    className={styles.star}
                  >
                    <span aria-hidden="true">{s.starred ? '★' : '☆'}</span>
                  </button>{' '}
                  {s.time}
                  {s.hall && ` · ${s.hall}`} · <strong>{s.title}</strong>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </form>
    </section>
  )
}
