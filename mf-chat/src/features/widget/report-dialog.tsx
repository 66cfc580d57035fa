import { lazy, Suspense } from 'react';
import type { ChatMessage } from '@site/shared/contract';
import type { ChatClient } from '../../lib/chat-client';

/** The masked name a player sees, passed in by the message row. */
export interface ReportTarget {
  message: ChatMessage;
  shownName: string;
}

export interface ReportDialogProps {
  client: ChatClient;
  target: ReportTarget;
  onClose: () => void;
}

// Loaded when a player reports a message: the form library stays out of the chat widget's
// first load (it opens on every page).
const ReportDialogForm = lazy(() =>
  import('./report-dialog-form').then((m) => ({ default: m.ReportDialogForm })),
);

/** 举报消息 (see report-dialog-form.tsx). */
export function ReportDialog(props: ReportDialogProps) {
  return (
    <Suspense fallback={null}>
      <ReportDialogForm {...props} />
    </Suspense>
  );
}
