'use client'

// admin-about: the about page's texts and the policy pages (the records the public pages show), the committee members (12 per page) editable, the
// conference description with its countdown, and the Register button.
import { ButtonLink } from '@/components/ui/button'
import type { ConferenceDto } from '@/lib/conference/schema'
import { Hero, Loaded, Section } from './blocks'
import { Countdown } from './countdown'
import { MembersAdmin } from './members-admin'
import { TextsAdmin } from './texts-admin'
import { useApi } from './use-api'

/** `name`: the current edition's name; `values`: its placeholders' values (the texts' previews). */
export function AboutAdmin({ name, values }: { name: string; values: Readonly<Record<string, string>> }) {
  const conference = useApi<ConferenceDto>('/uppedicon/uppedicon/')
  return (
    <>
      <Hero title="About" subtitle="Indian Academy of Pediatrics, Uttar Pradesh" />
      <div className="container">
        <TextsAdmin id="about-texts" title="About the Academy" prefix="about." values={values} />
        <MembersAdmin id="committee" title="Committee Members" pageSize={12} />
        <Section title={name}>
          <Loaded query={conference} notFound="No conference details available.">
            {(c) => (
              <>
                <p>{c.description}</p>
                <Countdown date={c.date} time={c.time} name={c.name} />
                <ButtonLink href="/register">Register</ButtonLink>
              </>
            )}
          </Loaded>
        </Section>
        <TextsAdmin id="policy-texts" title="Policy Pages" prefix="page." values={values} />
      </div>
    </>
  )
}
