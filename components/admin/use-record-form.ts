'use client'

// The Add / Update modal of a record: form state checked with the create or update schema,
// the save call (POST to add, PUT to update; multipart or JSON), the spec's toasts, the list
// refresh, and the props for <FormModal>. Each admin screen only says what differs.
import type { z } from 'zod'
import type { ApiError } from '@/lib/api/errors'
import { apiSend, toFormData } from './api'
import { useAdminMutation } from './use-admin-mutation'
import { useEditor } from './use-editor'
import { useSchemaForm, type Values } from './use-schema-form'

interface Options<T> {
  path: string
  create: z.ZodType
  update: z.ZodType
  empty: Values
  /** The form values of a record being updated (its id included). */
  toValues: (item: T) => Values
  texts: { added: string; updated: string; failed: string | ((values: Values, error: ApiError) => string) }
  /** Where a PUT goes (default: the path; members take ?id=). */
  updateUrl?: (values: Values) => string
  json?: boolean
}

export function useRecordForm<T>({
  path,
  create,
  update,
  empty,
  toValues,
  texts,
  updateUrl,
  json,
}: Options<T>) {
  const editor = useEditor<T>()
  const form = useSchemaForm(create, empty)
  const save = useAdminMutation({
    run: (values: Values, progress) => {
      const body = json ? values : toFormData(values)
      return values.id
        ? apiSend('PUT', updateUrl ? updateUrl(values) : path, body, progress)
        : apiSend('POST', path, body, progress)
    },
    refresh: [path],
    success: (v) => (v.id ? texts.updated : texts.added),
    failure: texts.failed,
  })
  const open = (item: T | null) => {
    form.reset(item ? toValues(item) : empty)
    save.reset()
    if (item) editor.edit(item)
    else editor.create()
  }
  const submit = () => {
    if (form.validate(editor.item ? update : create))
      save.mutate(form.values, { onSuccess: editor.close, onError: (e) => form.serverErrors(e.fields) })
  }
  const modal = {
    open: editor.open,
    onClose: editor.close,
    onSubmit: submit,
    saving: save.isPending,
    progress: save.progress,
    error: save.isError ? save.error.message : null,
  }
  return { form, save, item: editor.item, open, modal }
}
