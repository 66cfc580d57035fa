/** AuthModal: mounted once by the host; built by a later issue. */
export default function AuthModal() {
  return null;
}
