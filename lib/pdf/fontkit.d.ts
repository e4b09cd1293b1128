// The little of fontkit (pdfkit's own font engine, a dependency of ours so a font is parsed once
// per process: lib/pdf/script-text.ts) that the site uses.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string
    layout(text: string): unknown
  }
  export function create(data: Buffer | Uint8Array, postscriptName?: string): Font | unknown
}
