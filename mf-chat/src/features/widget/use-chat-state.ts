import { useEffect, useState } from 'react';
import { animationFrameScheduler, auditTime } from 'rxjs';
import type { ChatClient } from '../../lib/chat-client';
import type { ChatState } from '../../lib/chat-state';

/**
 * The client's state for React, at most once a frame: a busy room (50 messages/s) renders
 * in batches instead of once per message.
 */
export function useChatState(client: ChatClient): ChatState {
  const [state, setState] = useState(client.state);
  useEffect(() => {
    setState(client.state);
    const sub = client.state$.pipe(auditTime(0, animationFrameScheduler)).subscribe(setState);
    return () => sub.unsubscribe();
  }, [client]);
  return state;
}
