import { useState } from 'react';
import type { OddsFormat } from '@site/shared/format';
import { BetSlip } from '../features/betslip/components/bet-slip';
import { SlipBar, SlipBarSpacer, SlipSheet } from '../features/betslip/components/slip-sheet';
import { MyBets } from '../features/my-bets/my-bets';

/**
 * The slip on a phone (issue 28 item 5): a floating badge with the count of picks that opens
 * a bottom sheet holding the slip and my bets, as mobile books do; the board keeps the screen.
 */
export function PhoneSlip({
  onPlace,
  betsVersion,
  format,
}: {
  onPlace: () => void;
  betsVersion: number;
  format: OddsFormat;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SlipBarSpacer />
      <SlipBar onOpen={() => setOpen(true)} />
      <SlipSheet open={open} onClose={() => setOpen(false)}>
        <BetSlip bare onPlace={onPlace} />
        <MyBets version={betsVersion} format={format} />
      </SlipSheet>
    </>
  );
}
