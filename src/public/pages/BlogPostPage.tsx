/** Placeholder: this page is built with the public-site issue. */
export default function BlogPostPage() {
  return <h1>BlogPostPage</h1>;
}
