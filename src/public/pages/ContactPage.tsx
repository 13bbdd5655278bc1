/** Placeholder: this page is built with the public-site issue. */
export default function ContactPage() {
  return <h1>ContactPage</h1>;
}
