export default function Page() {
  return <h1>Bare Next.js page</h1>;
}
