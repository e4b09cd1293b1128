'use client'

// admin-about: the about page's text with the committee members (12 per page) editable, the
// conference description with its countdown, and the Register button.
import { ButtonLink } from '@/components/ui/button'
import type { ConferenceDto } from '@/lib/conference/schema'
import { Hero, Loaded, Section } from './blocks'
import { Countdown } from './countdown'
import { MembersAdmin } from './members-admin'
import { useApi } from './use-api'

const ABOUT = [
  {
    title: 'Introduction',
    text: 'The Indian Academy of Pediatrics, Uttar Pradesh is the state branch of the Indian Academy of Pediatrics: the paediatricians of India’s most populous state, working together for the health of its children.',
  },
  {
    title: 'History',
    text: 'Founded by a small group of paediatricians in the state’s medical colleges, the branch has grown into one of the Academy’s largest, with district branches across Uttar Pradesh and an annual state conference now in its 46th year.',
  },
  {
    title: 'Mission',
    text: 'To train, support and connect the paediatricians of Uttar Pradesh so that every child receives evidence-based care.',
  },
  {
    title: 'Vision',
    text: 'Every child of Uttar Pradesh healthy, protected and able to reach their potential.',
  },
  {
    title: 'Values',
    text: 'Science, service, integrity and collaboration with families, communities and the state’s health system.',
  },
]

export function AboutAdmin() {
  const conference = useApi<ConferenceDto>('/uppedicon/uppedicon/')
  return (
    <>
      <Hero title="About" subtitle="Indian Academy of Pediatrics, Uttar Pradesh" />
      <div className="container">
        <Section title="About the Academy">
          {ABOUT.map((a) => (
            <div key={a.title}>
              <h3>{a.title}</h3>
              <p>{a.text}</p>
            </div>
          ))}
        </Section>
        <MembersAdmin id="committee" title="Committee Members" pageSize={12} />
        <Section title="UP Pedicon 2025">
          <Loaded query={conference} notFound="No conference details available.">
            {(c) => (
              <>
                <p>{c.description}</p>
                <Countdown date={c.date} time={c.time} />
                <ButtonLink href="/register">Register</ButtonLink>
              </>
            )}
          </Loaded>
        </Section>
      </div>
    </>
  )
}
