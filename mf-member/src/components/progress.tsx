import { ProgressBar } from '@site/shared/ui';

/** The shared ProgressBar (rounded down) under this remote's older name and props. */
export function Progress({ done, need, label }: { done: number; need: number; label: string }) {
  return <ProgressBar done={done} need={need} label={label} />;
}
