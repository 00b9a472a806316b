import { type ContentRow, contentState } from '@portal/contracts';
import type { ContentRecord } from './repository';
import { AUDIENCES_OF } from './service';

type T = (key: string, params?: Record<string, string | number>) => string;

/** A list row: the text in the reader's language, its audience, its state on `today` and whether it was read. */
export function toContentRow(t: T, today: string, r: ContentRecord): ContentRow {
  const state = contentState(r.publish_on, r.withdraw_on, today);
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    summary: r.summary,
    language: r.language,
    publish_on: r.publish_on,
    withdraw_on: r.withdraw_on,
    audience: AUDIENCES_OF(r),
    read: r.read,
    image_id: r.image_id,
    state,
    state_label: t(`content.state.${state}`),
  };
}
