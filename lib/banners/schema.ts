// Hero banner slides of the home page, edited by organisers at /adminpanel/slides/. Their texts may
// carry the current edition's placeholders (a slide about the conference written with {edition}
// and {dates} follows the current edition; one written out stays as written). Client-safe.
import { z } from 'zod'
import { isSafeHref } from '@/lib/content/markdown'
import { editionPlaceholders, positionSchema } from '@/lib/content/schema'
import { idSchema, optionalText, requiredText } from '@/lib/forms'
import { imageFileSchema } from '@/lib/uploads/image-field'

export interface BannerSlideDto {
  id: number
  image: string
  title: string
  subtitle: string
  buttonText: string
  buttonLink: string
  buttonTexts: string
  buttonLinks: string
  position: number
}

export const LINK_RULE = 'Use a page of this site (/register), an anchor (#uppedicon) or an https:// address.'
const link = (label: string) =>
  requiredText(label, 300).refine((v) => isSafeHref(v) && !/^(mailto|tel):/i.test(v), LINK_RULE)

const slideFields = z.object({
  title: requiredText('Title', 200).superRefine(editionPlaceholders),
  subtitle: optionalText('Subtitle', 300).superRefine(editionPlaceholders),
  buttonText: requiredText('Button text', 60).superRefine(editionPlaceholders),
  buttonLink: link('Button link'),
  buttonTexts: optionalText('Second button text', 60).superRefine(editionPlaceholders),
  buttonLinks: z
    .union([z.literal(''), link('Second button link')])
    .optional()
    .transform((v) => v ?? ''),
  position: positionSchema,
  image: imageFileSchema(),
})
const pairedButton = <T extends z.ZodType<{ buttonTexts: string; buttonLinks: string }>>(schema: T) =>
  schema.refine((s) => !s.buttonTexts === !s.buttonLinks, {
    path: ['buttonLinks'],
    message: 'Give the second button both a text and a link, or neither.',
  })

/** POST /adminpanel/slides/ (multipart): a new slide, its image required. */
export const slideSchema = pairedButton(slideFields)

/** PUT /adminpanel/slides/?id= (multipart): the image is optional (the current one stays). */
export const slideUpdateSchema = pairedButton(
  slideFields.extend({ id: idSchema.shape.id, image: imageFileSchema().optional() }),
)
export type SlideData = z.output<typeof slideSchema>
export type SlideUpdateData = z.output<typeof slideUpdateSchema>
