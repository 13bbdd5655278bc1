/** Placeholder: this page is built with the public-site issue. */
export default function NotFoundPage() {
  return <h1>NotFoundPage</h1>;
}
