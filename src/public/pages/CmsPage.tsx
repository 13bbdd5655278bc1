/** Placeholder: this page is built with the public-site issue. */
export default function CmsPage() {
  return <h1>CmsPage</h1>;
}
