import type { z } from '@hono/zod-openapi';
import type { CampaignTouchBodySchema } from '../api/contract/generic';
import { campaignTouches } from '../db/schema';
import type { Database } from '../db/types';

/** Spec §7 `POST tis`: one visit a campaign brought, as the browser reported it. */
export async function recordCampaignTouch(db: Database, touch: z.infer<typeof CampaignTouchBodySchema>): Promise<void> {
  await db.insert(campaignTouches).values({ campaign: touch.campaign, path: touch.path, lang: touch.lang });
}
