/** Placeholder: this page is built with the public-site issue. */
export default function AboutPage() {
  return <h1>AboutPage</h1>;
}
