// The call editor's other fields: when it opens and closes (India time), the presentation types
// offered, the word limit and guidelines, the rule for the presenting author, and the external
// form the menu sends visitors to while the call is not open. Server and client components alike.
import { CheckboxField, FieldError, TextAreaField, TextField } from '@/components/ui/field'
import { ABSTRACT_TYPES, CALL_LIMITS, TYPE_LABELS } from '@/lib/abstracts/words'
import styles from './call.module.css'

interface Props {
  values: Record<string, string>
  errors: Record<string, string>
}

export function CallWindowFields({ values, errors }: Props) {
  const types = values.types?.split(',') ?? []
  return (
    <>
      <fieldset className={styles.group}>
        <legend>When</legend>
        <div className={styles.row}>
          <TextField
            label="Opens (India time)"
            name="opens_at"
            type="datetime-local"
            required
            defaultValue={values.opens_at}
            error={errors.opens_at}
          />
          <TextField
            label="Closes (India time)"
            name="closes_at"
            type="datetime-local"
            required
            defaultValue={values.closes_at}
            error={errors.closes_at}
            hint="Submitters write and change their abstracts until then."
          />
        </div>
      </fieldset>
      <fieldset className={styles.group} aria-describedby={errors.types ? 'call-types-error' : undefined}>
        <legend>Presentation types offered</legend>
        {ABSTRACT_TYPES.map((t) => (
          <CheckboxField
            key={t}
            label={TYPE_LABELS[t]}
            name="types"
            value={t}
            defaultChecked={types.includes(t)}
          />
        ))}
        <FieldError id="call-types-error" error={errors.types} />
      </fieldset>
    </>
  )
}

export function CallRuleFields({ values, errors }: Props) {
  return (
    <>
      <fieldset className={styles.group}>
        <legend>The abstract</legend>
        <TextField
          label="Word limit"
          name="word_limit"
          type="number"
          inputMode="numeric"
          min={CALL_LIMITS.minWords}
          max={CALL_LIMITS.maxWords}
          required
          defaultValue={values.word_limit}
          error={errors.word_limit}
          hint="The five sections together; the title and authors do not count."
        />
        <TextAreaField
          label="Guidelines"
          name="guidelines"
          rows={8}
          maxLength={CALL_LIMITS.guidelinesChars}
          defaultValue={values.guidelines}
          error={errors.guidelines}
          hint="Plain text; a blank line starts a new paragraph."
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Presenting author</legend>
        <CheckboxField
          label="The presenting author must be a registered (paid) delegate"
          name="presenter_must_register"
          value="yes"
          defaultChecked={values.presenter_must_register === 'yes'}
        />
        <TextField
          label="Registered by (India day, optional)"
          name="register_by"
          type="date"
          defaultValue={values.register_by}
          error={errors.register_by}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>External form</legend>
        <TextField
          label="Address of an external call for abstracts form (optional)"
          name="abstracts_url"
          type="url"
          inputMode="url"
          maxLength={300}
          defaultValue={values.abstracts_url}
          error={errors.abstracts_url}
          hint="While the call is not open, the site's menu opens this form (in a new tab). Empty: the menu always opens the site's own page."
        />
      </fieldset>
    </>
  )
}
