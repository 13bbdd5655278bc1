/** Placeholder: this page is built with the public-site issue. */
export default function BlogPage() {
  return <h1>BlogPage</h1>;
}
