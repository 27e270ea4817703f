import { notFound } from 'next/navigation';

// Any path under a language that no route claims: the localised 404.
export default function UnknownRoute() {
  notFound();
}
