import Cookies from 'js-cookie';
import { VISITOR_COOKIES } from '@/lib/cookies/visitor-cookies';
import { forgetMemberData } from '@/lib/member/use-member';
import { visitorChanged } from '@/stores/visitor-store';

/**
 * What this browser forgets of a member who signed out or whose session ended (spec §8): the
 * login hint and the basket count (the shop's /api/v2 expired the httpOnly session and guest
 * session), the member's cached answers; every reader of the visitor is told.
 */
export function forgetSignedOutMember() {
  for (const name of [VISITOR_COOKIES.memberHint.name, VISITOR_COOKIES.cartCount.name]) Cookies.remove(name, { path: '/' });
  forgetMemberData();
  visitorChanged();
}
