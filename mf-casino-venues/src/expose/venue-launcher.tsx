import '../setup';

/**
 * Mounted by the host on every page (a widget): loading it installs the `enter_venue`
 * listener (../setup), so any page or remote can open a venue through the one launch of
 * SPEC §4, even before a casino page has been visited. It renders nothing.
 */
export default function VenueLauncher() {
  return null;
}
