import { notFound, permanentRedirect } from 'next/navigation';
import { http } from '@/lib/api/http';
import { shortLinkTarget } from '@/lib/api/short-links';

// A code made a moment ago must work at once: looked up on every request.
export const dynamic = 'force-dynamic';

/** A share link made by `api/encode` (spec §7): the shop address it stands for, else the 404 page. */
export default async function ShortLink({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const found = await shortLinkTarget(http, code);
  if (found.ok) permanentRedirect(found.data.target);
  if (found.error.status === 404 || found.error.status === 400) notFound();
  throw new Error(`Short link ${code}: ${found.error.message}`);
}
