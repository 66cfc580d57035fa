import { useEffect, useState } from 'react';
import { bus, type TipsDialogOptions } from '../events';
import { TipsDialog } from './tips-dialog';

interface Queued {
  id: number;
  options: TipsDialogOptions;
}

let nextId = 0;

/** Open the generic tips dialog from anywhere (it goes through the bus to TipsDialogHost). */
export function showTips(options: TipsDialogOptions): void {
  bus.emit('dialog_tips', options);
}

/**
 * Shows every `dialog_tips` event of the bus, one at a time in arrival order: a second
 * request while one is open waits until the first is answered.
 */
export function TipsDialogHost() {
  const [queue, setQueue] = useState<Queued[]>([]);

  useEffect(() => {
    const sub = bus.on('dialog_tips', (options) => {
      nextId += 1;
      const id = nextId;
      setQueue((q) => [...q, { id, options }]);
    });
    return () => sub.unsubscribe();
  }, []);

  const current = queue[0];
  if (!current) return null;
  return (
    <TipsDialog
      key={current.id}
      {...current.options}
      open
      onClose={() => setQueue((q) => q.filter((item) => item.id !== current.id))}
    />
  );
}
