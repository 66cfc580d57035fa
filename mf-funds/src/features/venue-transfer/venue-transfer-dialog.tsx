import { useEffect, useState } from 'react';
import { bus, type EventMap } from '@site/shared/events';
import { VenueTransferForm } from './venue-transfer-form';

type Opened = EventMap['venue_transfer'] & { round: number };

/**
 * The venue transfer-in dialog of SPEC §5. The host mounts it once; it opens itself on
 * the bus event `venue_transfer`, with a fresh form for every opening.
 */
export function VenueTransferDialog() {
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    const sub = bus.on('venue_transfer', (payload) => {
      setOpened((previous) => ({ ...payload, round: (previous?.round ?? 0) + 1 }));
    });
    return () => sub.unsubscribe();
  }, []);

  if (!opened) return null;
  return <VenueTransferForm key={opened.round} request={opened} onClose={() => setOpened(null)} />;
}
