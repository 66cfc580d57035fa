import '../messages';
import { AuthModal } from '../app/auth-modal';
import { DepositLimitPrompt } from '../features/deposit-limit-prompt/deposit-limit-prompt';

/**
 * The auth modal the host mounts once as an invisible widget; it opens itself from the bus. The
 * deposit-limit prompt lives beside it: it opens after a registration, when the modal has closed.
 */
export default function AuthWidget() {
  return (
    <>
      <AuthModal />
      <DepositLimitPrompt />
    </>
  );
}
