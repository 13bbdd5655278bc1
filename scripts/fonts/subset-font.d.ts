/** The part of subset-font (no types of its own) that scripts/fonts/subset-inter.ts uses. */
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; preserveNameIds?: number[]; variationAxes?: Record<string, number | { min: number; max: number; default?: number }> }): Promise<Buffer>;
}
