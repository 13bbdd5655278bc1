/** Placeholder: this page is built with the public-site issue. */
export default function ServiceDetailPage() {
  return <h1>ServiceDetailPage</h1>;
}
