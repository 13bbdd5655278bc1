/** Placeholder: this page is built with the public-site issue. */
export default function ProjectsPage() {
  return <h1>ProjectsPage</h1>;
}
