/** `sizes` for the layouts images appear in, matching CardGrid's columns and the containers. */
export const IMAGE_SIZES = {
  /** A card in CardGrid: one column on phones, two on tablets, three from 1024px (1200px container). */
  card: '(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw',
  /** Across the whole viewport. */
  full: '100vw',
  /** The 52rem reading column of posts and pages. */
  article: '(min-width: 52rem) 52rem, 100vw',
  /** The narrower column of a two-column row in the 1200px container, from 1024px. */
  half: '(min-width: 1024px) 560px, 100vw',
  /** The main (2fr of 3) column of a detail page, from 1024px. */
  main: '(min-width: 1024px) 780px, 100vw',
  /** The 1200px container. */
  container: '(min-width: 1200px) 1200px, 100vw',
} as const;
