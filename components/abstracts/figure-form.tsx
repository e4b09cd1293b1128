'use client'

// An abstract's optional figure on its editor (/abstracts/mine/<id>): the figure as it is kept
// (served to its submitter only, /abstracts/mine/<id>/figure), and while the abstract may still be
// changed, a form to upload one (or another in its place) or remove it. A React form action
// (lib/api/actions/abstracts.ts, saveFigureForm) that works before the script runs; with it, a
// file of the wrong kind or size is refused before it is sent.
import { useActionState, useState, type FormEvent } from 'react'
import flow from '@/components/registration/registration.module.css'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { SummaryAlert } from '@/components/ui/summary-alert'
import type { AbstractDto } from '@/lib/abstracts/schema'
import { FIGURE_LIMITS } from '@/lib/abstracts/words'
import { saveFigureForm } from '@/lib/api/actions/abstracts'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import styles from './abstracts.module.css'

/** The browser's check of a chosen file (the server decodes it all the same). */
function fileProblem(file: File | null): string | null {
  if (!file || file.size === 0) return 'Choose the figure’s file.'
  if (file.type && !FIGURE_LIMITS.accept.split(',').includes(file.type)) return FIGURE_LIMITS.notAccepted
  return file.size > FIGURE_LIMITS.maxBytes ? FIGURE_LIMITS.tooLarge : null
}

interface Props {
  id: number
  figure: AbstractDto['figure']
  /** False once the call has closed or the abstract was withdrawn: the figure is shown, no form. */
  editable: boolean
  reply?: FormReply
}

export function FigureForm({ id, figure, editable, reply: initial }: Props) {
  const [reply, action, pending] = useActionState(saveFigureForm, initial ?? NO_REPLY)
  const [problem, setProblem] = useState<string | null>(null)
  function check(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.value === 'remove') return
    const found = fileProblem(new FormData(event.currentTarget).get('figure') as File | null)
    setProblem(found)
    if (found) event.preventDefault()
  }
  return (
    <section className={flow.card} aria-labelledby="figure-heading">
      <h2 id="figure-heading" className={flow.lead}>
        Figure (optional)
      </h2>
      {figure ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private image behind the submitter's cookie, never optimised or cached
        <img
          src={`/abstracts/mine/${id}/figure?v=${figure.version}`}
          width={figure.width}
          height={figure.height}
          alt="The figure of your abstract"
          className={styles.figure}
          data-testid="abstract-figure"
        />
      ) : (
        <p className={flow.muted}>
          No figure. One image may go with the abstract: a graph, a photograph or a scan.
        </p>
      )}
      {editable && (
        <form action={action} onSubmit={check} noValidate aria-label="The figure of your abstract">
          <input type="hidden" name="id" value={id} />
          {reply.message && <SummaryAlert tone={reply.message.tone}>{reply.message.text}</SummaryAlert>}
          <TextField
            label={figure ? 'Another figure in its place' : 'Figure'}
            name="figure"
            type="file"
            accept={FIGURE_LIMITS.accept}
            hint="A JPEG, PNG or WebP image of 5 MB at most. It is kept as a WebP image of at most 1600 pixels a side, without its camera data."
            error={problem ?? reply.errors.figure}
            onChange={() => setProblem(null)}
          />
          <div className={styles.figureActions}>
            <Button type="submit" name="intent" value="upload" disabled={pending}>
              {pending ? 'Uploading…' : 'Upload the figure'}
            </Button>
            {figure && (
              <Button type="submit" name="intent" value="remove" variant="secondary" disabled={pending}>
                Remove the figure
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  )
}
