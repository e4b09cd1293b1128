// Event presentation: the home page's upcoming-event block and the /events list.
import type { ReactNode } from 'react'
import { formatDate, formatTime, startInstant } from '@/lib/dates'
import { NO_UPCOMING_EVENTS, type EventDto } from '@/lib/events/schema'
import { Countdown } from './countdown'
import { WhenWhere } from './fact'
import { Picture } from './picture'
import { StateMessage } from './section'
import styles from './site.module.css'

/**
 * The next event with its own countdown, named (home). No Register button here: the conference
 * form is not this event's; /events gives a workshop's own button.
 */
export function EventBlock({ event, actions }: { event: EventDto | null; actions?: ReactNode }) {
  if (!event) return <StateMessage>{NO_UPCOMING_EVENTS}</StateMessage>
  return (
    <article className={styles.eventBlock}>
      <Picture
        path={event.event_picture}
        alt={event.name}
        sizes="(min-width: 1024px) 520px, 100vw"
        className={styles.eventBlockPicture}
      />
      <div className={styles.eventBlockBody}>
        <h3 className={styles.eventName}>{event.name}</h3>
        <p>{event.description}</p>
        <EventFacts event={event} />
        <p className={styles.muted}>Time left until {event.name} begins:</p>
        <Countdown target={startInstant(event.date, event.time)} label={`Time left until ${event.name}`} />
        {actions && <div className={styles.ctaRow}>{actions}</div>}
      </div>
    </article>
  )
}

function EventFacts({ event }: { event: EventDto }) {
  return (
    <WhenWhere
      date={formatDate(event.date)}
      time={formatTime(event.time)}
      venue={
        <>
          {event.venue}
          {event.address && <span className={styles.muted}>, {event.address}</span>}
        </>
      }
    />
  )
}

/** Event cards: picture, name, description, venue, date, time. */
export function EventList({ events, actions }: { events: EventDto[]; actions?: (e: EventDto) => ReactNode }) {
  if (events.length === 0) return <StateMessage>No events available.</StateMessage>
  return (
    <ul className={styles.eventList}>
      {events.map((e) => (
        <li key={e.id}>
          <article className={styles.eventCard}>
            <Picture
              path={e.event_picture}
              alt={e.name}
              sizes="(min-width: 1024px) 360px, 100vw"
              className={styles.eventCardPicture}
            />
            <div className={styles.eventCardBody}>
              <h2 className={styles.eventName}>{e.name}</h2>
              <p>{e.description}</p>
              <EventFacts event={e} />
              {e.organizer && <p className={styles.muted}>Organised by {e.organizer}</p>}
              {actions && <div className={styles.cardActions}>{actions(e)}</div>}
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
