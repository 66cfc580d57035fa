import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { ParcelSlot } from '../remotes/parcel-slot';

/** Wide enough for the game and a 340 px chat column side by side. */
const WIDE = '(min-width: 1200px)';

const Column = styled.aside`
  flex: 0 0 340px;
  position: sticky;
  top: 16px;
  align-self: flex-start;
  height: calc(100vh - 140px);
  min-height: 480px;
  /* The parcel's own elements fill the column (the inline widget is 100% of its box). */
  & > div,
  & > div > div {
    height: 100%;
  }
`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/**
 * The chat beside a game (issue 19): the same single-spa parcel as the floating widget,
 * mounted inline in a column of the game page; while it is there the floating one steps
 * aside. Narrower screens keep the floating widget over the game.
 */
export function ChatBeside() {
  const wide = useSyncExternalStore(subscribe, isWide, () => false);
  if (!wide) return null;
  return (
    <Column aria-label={t('host.chatBeside')}>
      <ParcelSlot remote="mf_chat" module="./ChatParcel" props={{ placement: 'inline' }} />
    </Column>
  );
}
