// Conference blocks of the home, about and UP Pedicon pages, fed by the conference record.
import Link from 'next/link'
import type { ReactNode } from 'react'
import { buttonClass } from '@/components/ui/button'
import type { ConferenceDto } from '@/lib/conference/schema'
import { formatDate, formatTime } from '@/lib/dates'
import { Countdown } from './countdown'
import { Fact, WhenWhere } from './fact'
import { Icon, type IconName } from './icons'
import { Picture } from './picture'
import { StateMessage } from './section'
import styles from './site.module.css'

export const NO_CONFERENCE_DETAILS = 'No conference details available.'

/** The countdown band: to the next upcoming event when there is one, else to the conference. */
export function CountdownBand({
  target,
  heading,
  when,
}: {
  target: string | null
  heading: string
  when?: string | null
}) {
  return (
    <div className={styles.countdownBand}>
      <div className={`container ${styles.countdownInner}`}>
        <p className={styles.countdownHeading}>
          Countdown to {heading}
          {when && <span className={styles.countdownWhen}>Starts {when}</span>}
        </p>
        <Countdown target={target} label={`Time left until ${heading}`} tone="dark" />
      </div>
    </div>
  )
}

/** Title, date, time, venue and organiser of the conference, with the Register call to action. */
export function ConferenceDetails({
  conference,
  headingLevel = 1,
  extra,
  eyebrow,
  cta = { label: 'Register Now', href: '/register' },
}: {
  conference: ConferenceDto | null
  headingLevel?: 1 | 2
  extra?: ReactNode
  /** The edition's line above the name ("47th Annual State Conference · IAP Uttar Pradesh"). */
  eyebrow: string
  /** The register button as the edition's state has it. */
  cta?: { label: string; href: string }
}) {
  if (!conference) return <StateMessage>{NO_CONFERENCE_DETAILS}</StateMessage>
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div className={styles.conference}>
      <div>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <Heading className={styles.conferenceName}>{conference.name}</Heading>
        <p className={styles.conferenceTitle}>{conference.title}</p>
        <WhenWhere
          date={formatDate(conference.date)}
          time={formatTime(conference.time)}
          venue={conference.venue}
        >
          <Fact icon="users" label="Organizer">
            {conference.organizer}
          </Fact>
        </WhenWhere>
        <div className={styles.ctaRow}>
          <Link href={cta.href} className={buttonClass({ variant: 'primary' })}>
            {cta.label}
          </Link>
          <Link href="/uppedicon" className={buttonClass({ variant: 'secondary' })}>
            Conference details
          </Link>
        </div>
        {extra}
      </div>
      <Picture
        path={conference.event_picture ?? conference.pedicon_picture}
        alt={`${conference.venue}, the conference venue`}
        sizes="(min-width: 1024px) 560px, 100vw"
        className={styles.conferencePicture}
      />
    </div>
  )
}

/** When / Where / Who. */
export function WhenWhereWho({
  conference,
  dates = '28 to 30 November 2025',
}: {
  conference: ConferenceDto | null
  /** The conference's days, as the current edition has them. */
  dates?: string
}) {
  if (!conference) return <StateMessage>{NO_CONFERENCE_DETAILS}</StateMessage>
  const items: { icon: IconName; title: string; body: ReactNode }[] = [
    {
      icon: 'calendar',
      title: 'When',
      body: (
        <>
          {dates}, from {formatTime(conference.time)} on {conference.day},{' '}
          {formatDate(conference.date).replace(/^\w+, /, '')}
        </>
      ),
    },
    {
      icon: 'pin',
      title: 'Where',
      body: (
        <>
          {conference.venue}, {conference.address}
        </>
      ),
    },
    {
      icon: 'users',
      title: 'Who',
      body: (
        <>
          Paediatricians, postgraduates, nurses and students from across Uttar Pradesh, hosted by{' '}
          {conference.organizer}
        </>
      ),
    },
  ]
  return (
    <ul className={styles.cards}>
      {items.map((i) => (
        <li key={i.title} className={`${styles.card} ${styles.accentTop}`}>
          <Icon name={i.icon} size={28} className={styles.wwwIcon} />
          <h3>{i.title}</h3>
          <p>{i.body}</p>
        </li>
      ))}
    </ul>
  )
}

/** The conference description (About the conference), with its picture. */
export function AboutConference({
  conference,
  children,
}: {
  conference: ConferenceDto | null
  children?: ReactNode
}) {
  if (!conference) return <StateMessage>{NO_CONFERENCE_DETAILS}</StateMessage>
  return (
    <div className={styles.split}>
      <Picture
        path={conference.pedicon_picture}
        alt={`${conference.name} in Gorakhpur`}
        sizes="(min-width: 1024px) 560px, 100vw"
        className={styles.splitPicture}
      />
      <div className={styles.prose}>
        <p>{conference.description}</p>
        {conference.additional_description && <p>{conference.additional_description}</p>}
        {children}
      </div>
    </div>
  )
}
