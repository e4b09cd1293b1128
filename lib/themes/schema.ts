// The conference theme and partner associations. Client-safe.
import { z } from 'zod'
import { idSchema, requiredText } from '@/lib/forms'
import { imageFileSchema } from '@/lib/uploads/image-field'

export interface ThemeDto {
  id: number
  name: string
  description: string
  image: string | null
}

/** Add New Theme (POST /uppedicon/theme/, multipart): every field required. */
export const themeSchema = z.object({
  name: requiredText('Theme Name', 200),
  description: requiredText('Description', 5000),
  image: imageFileSchema(),
})
export type ThemeInput = z.input<typeof themeSchema>

/** Update Theme (PUT /uppedicon/theme/, multipart with id): the image is optional. */
export const themeUpdateSchema = themeSchema.extend({
  id: idSchema.shape.id,
  image: imageFileSchema().optional(),
})
export type ThemeData = z.output<typeof themeSchema>
export type ThemeUpdateData = z.output<typeof themeUpdateSchema>
