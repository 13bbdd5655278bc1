/** Placeholder: this page is built with the public-site issue. */
export default function HomePage() {
  return <h1>HomePage</h1>;
}
