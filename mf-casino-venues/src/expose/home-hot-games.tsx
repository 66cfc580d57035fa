import '../messages';
/** HomeHotGames: mounted once by the host; built by a later issue. */
export default function HomeHotGames() {
  return null;
}
