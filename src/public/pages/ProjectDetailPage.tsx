/** Placeholder: this page is built with the public-site issue. */
export default function ProjectDetailPage() {
  return <h1>ProjectDetailPage</h1>;
}
