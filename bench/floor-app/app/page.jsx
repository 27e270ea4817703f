export default function Page() {
  return <main>Floor</main>;
}
