import '../messages';
/** HotMatches: mounted once by the host; built by a later issue. */
export default function HotMatches() {
  return null;
}
