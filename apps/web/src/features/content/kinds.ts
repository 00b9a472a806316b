import type { ContentKind } from '@portal/contracts';
import { paths } from './paths';

/** Each kind's list screen. */
export const LIST_PATH: Record<ContentKind, string> = {
  news: paths.news,
  communication: paths.communications,
  trend: paths.trends,
  promotion: paths.promotions,
};
