import { USER_TYPE } from '@portal/contracts/user-types';
import { IconBulb, IconDiscount, IconNews, IconSpeakerphone } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent, customer } = USER_TYPE;
const EVERYONE = [admin, sales, agent, customer];

/** PRODUCT.md §2: everyone reads news, communications, trends and promotions, the press too; staff write them. */
export const menu: MenuEntry[] = [
  { order: 75, path: paths.news, labelKey: 'content.kinds.news', roles: EVERYONE, forPress: true, icon: IconNews },
  {
    order: 76,
    path: paths.communications,
    labelKey: 'content.kinds.communication',
    roles: EVERYONE,
    forPress: true,
    icon: IconSpeakerphone,
  },
  { order: 77, path: paths.trends, labelKey: 'content.kinds.trend', roles: EVERYONE, forPress: true, icon: IconBulb },
  {
    order: 78,
    path: paths.promotions,
    labelKey: 'content.kinds.promotion',
    roles: EVERYONE,
    forPress: true,
    icon: IconDiscount,
  },
];
