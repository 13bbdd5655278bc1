/** `sizes` for the layouts images appear in, matching CardGrid's columns and the containers. */
export const IMAGE_SIZES = {
  /**
   * A card in CardGrid: the container's width less its 1.25rem paddings, in one column on phones,
   * two from 768px and three from 1024px (1.5rem gaps), at most 1200px. A 390 px phone's card is
   * 350 px, so at 2x it takes the 640 file, not the 800 one (issue 46).
   */
  card: '(min-width: 1200px) 371px, (min-width: 1024px) calc((100vw - 5.5rem) / 3), (min-width: 768px) calc(50vw - 2rem), calc(100vw - 2.5rem)',
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
