import type { AxiosInstance } from 'axios';
import type { Language } from '@/lib/i18n/languages';
import type { Campaign } from '@/lib/tracking/campaign';
import { ANY_ANSWER, apiSend } from './request';
import type { ApiResult } from './result';

/** Spec §7 `POST tis`: the campaign that brought this visit (204, no body). */
export const reportCampaignTouch = (client: AxiosInstance, touch: { campaign: Campaign; path: string; lang: Language }): Promise<ApiResult<unknown>> =>
  apiSend(client, ANY_ANSWER, 'post', 'tis', touch);
