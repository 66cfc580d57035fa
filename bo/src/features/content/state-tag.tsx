import type { backoffice } from '@site/shared/backoffice-contract';
import { Tag } from '../../components/page';
import { contentText as ct } from './content-messages';

const TONES = { none: 'neutral', draft: 'info', published: 'success', changed: 'warning' } as const;

/** 草稿 / 已发布 / 有未发布修改 / 未编写, coloured. */
export function StateTag({ state }: { state: backoffice.ContentState }) {
  return <Tag $tone={TONES[state]}>{ct.states[state]}</Tag>;
}
