import styled from 'styled-components';
import { RemoteSlot } from '../remotes/remote-slot';

const Sections = styled.div`
  display: grid;
  gap: 24px;
`;

/**
 * The home page composes sections that belong to the remotes; each section sits behind
 * its own boundary, so one failing remote blanks only its own section.
 */
export function HomePage() {
  return (
    <Sections data-testid="home">
      <RemoteSlot remote="mf_activities" module="./HomeBanners" variant="section" />
      <RemoteSlot remote="mf_activities" module="./HomeNotices" variant="section" />
      <RemoteSlot remote="mf_casino_venues" module="./HomeVenues" variant="section" />
      <RemoteSlot remote="mf_sportsbook" module="./HotMatches" variant="section" />
      <RemoteSlot remote="mf_casino_venues" module="./HomeHotGames" variant="section" />
    </Sections>
  );
}
