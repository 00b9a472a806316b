import { registerSignKind } from '../signing/index';
import type { DomainModule } from '../types';
import { adhesionKind } from './adhesion-kind';
import { contentMail } from './mail';
import routes from './routes';
import { demoContent } from './seed';
import { largeContent } from './seed-large';
import { contentTile } from './tiles';

/**
 * News, communications, trends and promotions (spec §2, issue 31 point 1): items with a text per
 * language, an audience by role and publication days, read markers per user, images and
 * attachments through the files module.
 */
registerSignKind('adhesion', adhesionKind);

export const content: DomainModule = {
  name: 'content',
  v1: routes,
  mailTemplates: contentMail,
  seed: { order: 130, demo: demoContent, large: largeContent },
  dashboard: [contentTile],
  bench: [
    ['news, page 1', 'agent', 'content/news'],
    ['news, page 1 (staff)', 'admin', 'content/news'],
    ['content unread counts', 'agent', 'content/unread'],
  ],
};
