/** Placeholder: this page is built with the public-site issue. */
export default function ServicesPage() {
  return <h1>ServicesPage</h1>;
}
