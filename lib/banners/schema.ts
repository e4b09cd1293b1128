// Hero banner slides of the home page. Client-safe.
export interface BannerSlideDto {
  id: number
  image: string
  title: string
  subtitle: string
  buttonText: string
  buttonLink: string
  buttonTexts: string
  buttonLinks: string
}
