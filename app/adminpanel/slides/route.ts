import { createHandler, deleteHandler, fromForm, updateHandler } from '@/lib/api/handlers/writes'
import { formBody, queryOf } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { requireAdmin } from '@/lib/auth/guard'
import { slideSchema, slideUpdateSchema } from '@/lib/banners/schema'
import { createSlide, deleteSlide, listBannerSlides, updateSlide } from '@/lib/banners/service'

// GET /adminpanel/slides/ — the home page's hero slides, in their order (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson(await listBannerSlides())
})

// POST /adminpanel/slides/ — add a slide (admin; multipart title, subtitle, buttonText, buttonLink, buttonTexts, buttonLinks, position, image) → 201
export const POST = createHandler(slideSchema, fromForm, createSlide)

// PUT /adminpanel/slides/?id= — update a slide (admin; multipart, image optional) → 200
export const PUT = updateHandler(
  slideUpdateSchema,
  async (request) => ({ ...(await formBody(request)), ...pick(queryOf(request)) }),
  updateSlide,
)

// DELETE /adminpanel/slides/?id= — delete a slide and its image (admin) → 204
export const DELETE = deleteHandler(deleteSlide)

const pick = ({ id }: Record<string, string>) => (id === undefined ? {} : { id })
