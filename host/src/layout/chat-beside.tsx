import { useEffect, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { ParcelSlot } from '../remotes/parcel-slot';
import { holdPageChat } from '../shell/widgets';

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

/** Out of the page's row: the docked chat floats, so its slot must not take a gap of the row. */
const Docked = styled.div`
  position: absolute;
  width: 0;
  height: 0;
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
 * aside. A narrower screen has no room for the column: the game page mounts the floating
 * chat as its own, docked small at the screen's edge instead of over the game's buttons.
 */
export function ChatBeside() {
  const wide = useSyncExternalStore(subscribe, isWide, () => false);
  // The host's own chat launcher (a guest's, before mf-chat has loaded) steps aside too.
  useEffect(() => holdPageChat(), []);
  if (!wide)
    return (
      <Docked>
        <ParcelSlot
          remote="mf_chat"
          module="./ChatParcel"
          props={{ placement: 'floating', gamePage: true }}
        />
      </Docked>
    );
  return (
    <Column aria-label={t('host.chatBeside')}>
      <ParcelSlot remote="mf_chat" module="./ChatParcel" props={{ placement: 'inline' }} />
    </Column>
  );
}
