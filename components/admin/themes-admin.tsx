'use client'
// The conference theme and partner associations: Add Theme, Update, Delete (3-column grid).
import { Button } from '@/components/ui/button'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { TextAreaField, TextField } from '@/components/ui/field'
import { themeSchema, themeUpdateSchema, type ThemeDto } from '@/lib/themes/schema'
import { apiSend, toFormData } from './api'
import { EntityCard, Loaded, Section } from './blocks'
import { FormModal } from './form-modal'
import { ImagePicker } from './image-picker'
import { useAdminMutation } from './use-admin-mutation'
import { useApi } from './use-api'
import { useEditor } from './use-editor'
import { useSchemaForm } from './use-schema-form'
import styles from './admin.module.css'

const PATH = '/uppedicon/theme/'
const EMPTY = { name: '', description: '' }

export function ThemesAdmin() {
  const themes = useApi<ThemeDto[]>(PATH)
  const editor = useEditor<ThemeDto>()
  const confirm = useConfirm()
  const form = useSchemaForm(themeSchema, EMPTY)
  const save = useAdminMutation({
    run: (values: Record<string, unknown>, progress) => apiSend(values.id ? 'PUT' : 'POST', PATH, toFormData(values), progress),
    refresh: [PATH],
    success: (v) => (v.id ? 'Theme updated successfully!' : 'Theme added successfully!'),
    failure: (v) => (v.id ? 'Failed to update theme.' : 'Failed to add theme.'),
  })
  const remove = useAdminMutation({ run: (id: number) => apiSend('DELETE', PATH, { id }), refresh: [PATH], success: 'Theme deleted successfully!', failure: 'Failed to delete theme.' })

  const open = (theme: ThemeDto | null) => {
    form.reset(theme ? { id: theme.id, name: theme.name, description: theme.description } : EMPTY)
    save.reset()
    if (theme) editor.edit(theme)
    else editor.create()
  }
  const submit = () => form.validate(editor.item ? themeUpdateSchema : themeSchema) && save.mutate(form.values, { onSuccess: editor.close, onError: (e) => form.serverErrors(e.fields) })

  return (
    <Section id="themes" title="UP Pedicon 2025 Theme" action={<Button onClick={() => open(null)}>Add Theme</Button>}>
      <Loaded query={themes} loading="Loading themes..." empty="No themes available.">
        {(list) => (
          <ul className={styles.grid3}>
            {list.map((t) => (
              <EntityCard
                key={t.id}
                picture={t.image}
                title={t.name}
                menu={[
                  { label: 'Update', onSelect: () => open(t) },
                  { label: 'Delete', danger: true, onSelect: async () => (await confirm('Are you sure you want to delete this theme?')) && remove.mutate(t.id) },
                ]}
              >
                <p>{t.description}</p>
              </EntityCard>
            ))}
          </ul>
        )}
      </Loaded>
      <FormModal open={editor.open} title={editor.item ? 'Update Theme' : 'Add New Theme'} onClose={editor.close} onSubmit={submit} saving={save.isPending} progress={save.progress} error={save.isError ? save.error.message : null}>
        <TextField label="Theme Name" required {...form.text('name')} />
        <TextAreaField label="Description" required rows={4} {...form.text('description')} />
        <ImagePicker label="Upload Image" name="image" required={!editor.item} current={editor.item?.image} error={form.errors.image} onChange={(f) => form.set('image', f)} />
      </FormModal>
    </Section>
  )
}
