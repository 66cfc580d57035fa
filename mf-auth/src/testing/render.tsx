import type { ReactElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { auth } from '@site/shared/contract';
import { bus, type EventName } from '@site/shared/events';
import { answer, ok, renderWithSite } from '@site/shared/testing';
import { AuthModal } from '../app/auth-modal';

// The one render helper lives in @site/shared/testing.
export const renderWithHosts = (ui: ReactElement) => renderWithSite(ui, { router: false });

/** The modal as the host mounts it, opened by `event`. */
export function openAuthModal(event: Extract<EventName, 'login' | 'register' | 'forget_password'>) {
  const view = renderWithHosts(<AuthModal />);
  act(() => bus.emit(event));
  return view;
}

export { recordBus } from '@site/shared/testing';

/** Answers the slider's three calls with a pass (codeId `slider-pass`). */
export function answerSlider(): void {
  answer(
    auth.sliderLoad,
    ok({
      lot_number: 'lot-1',
      bg: 'data:image/svg+xml;base64,',
      slice: 'data:image/svg+xml;base64,',
      width: 300,
      height: 150,
      sliceSize: 44,
      y: 40,
      expiresIn: 120,
    }),
  );
  answer(
    auth.sliderVerify,
    ok({ lot_number: 'lot-1', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' }),
  );
  answer(auth.validateGeeCheck, ok({ result: 'success', codeId: 'slider-pass' }));
}

/** Drags the slider with the keyboard and lets go. */
export async function solveSlider(user: UserEvent): Promise<void> {
  const handle = await screen.findByRole('slider');
  await waitFor(() => expect(handle).toHaveAttribute('aria-busy', 'false'));
  handle.focus();
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
}
