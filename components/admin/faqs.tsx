'use client'

// Frequently asked questions: one answer open at a time (spec's five questions).
import { useId, useState } from 'react'
import styles from './dashboard.module.css'

export const FAQS = [
  {
    q: 'What is the Indian Academy of Pediatrics, Uttar Pradesh?',
    a: 'The state branch of the Indian Academy of Pediatrics: the association of paediatricians of Uttar Pradesh, working for the health of the state’s children through training, research and advocacy.',
  },
  {
    q: 'Who can become a member?',
    a: 'Paediatricians practising in Uttar Pradesh who are members of the Indian Academy of Pediatrics can join the state branch; postgraduate students can join as associate members.',
  },
  {
    q: 'What is UP Pedicon 2025?',
    a: 'The 46th annual state conference of the association, held in Gorakhpur from 28 to 30 November 2025: workshops, plenary sessions, free papers and posters.',
  },
  {
    q: 'How do I submit an abstract?',
    a: 'Abstracts are submitted online through the Call for Abstracts form. The guidelines will be announced.',
  },
  {
    q: 'What are the highlights of the conference?',
    a: 'Hands-on workshops in neonatal resuscitation and paediatric emergencies, sessions by national faculty, award papers for postgraduates and a cultural evening in Gorakhpur.',
  },
]

export function Faqs() {
  const [open, setOpen] = useState<number | null>(0)
  const id = useId()
  return (
    <div className={styles.faqs}>
      {FAQS.map((f, i) => (
        <div key={f.q} className={styles.faq}>
          <h3 className={styles.faqQ}>
            <button
              type="button"
              aria-expanded={open === i}
              aria-controls={`${id}-${i}`}
              onClick={() => setOpen(open === i ? null : i)}
            >
              {f.q}
              <span aria-hidden="true">{open === i ? '−' : '+'}</span>
            </button>
          </h3>
          <div id={`${id}-${i}`} hidden={open !== i} className={styles.faqA}>
            <p>{f.a}</p>
          </div>
        </div>
      ))}
    </div>
  )
}
