import '../messages';
import { AuthModal } from '../app/auth-modal';

/** The auth modal the host mounts once as an invisible widget; it opens itself from the bus. */
export default AuthModal;
