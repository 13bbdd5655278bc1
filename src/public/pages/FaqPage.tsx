/** Placeholder: this page is built with the public-site issue. */
export default function FaqPage() {
  return <h1>FaqPage</h1>;
}
