import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { failureText, useEndpointQuery } from '@site/shared/api';
import { HOME_READS, games } from '@site/shared/contract-core';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { ErrorState, Skeleton } from '@site/shared/ui';
import { GameCard, gameCardStyles } from '../../components/game-card';
import { useLaunch } from '../../lib/launch';

/** One row on the home page: a dozen is what fits two screen widths of scrolling. */

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
    color: ${(p) => p.theme.colors.text};
  }
  a {
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.fontSizes.sm};
    text-decoration: none;
  }
`;

const Section = styled.section`
  /* A grid item of the home page: without this the row's width would widen the page. */
  min-width: 0;
`;

const Row = styled.ul`
  display: grid;
  max-width: 100%;
  grid-auto-flow: column;
  grid-auto-columns: minmax(160px, 1fr);
  gap: 16px;
  margin: 0;
  padding: 0 0 8px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  li {
    scroll-snap-align: start;
    min-width: 160px;
  }
  ${gameCardStyles}
`;

/** The home page's hot games (gameList, tag hot): a row of cards that launch. */
export function HotGames() {
  // Slots: the row leads to the egame lobby (更多游戏), so it shows what that lobby holds.
  const hot = useEndpointQuery(games.gameList, HOME_READS.hotGames.payload, {
    staleTime: HOME_READS.hotGames.staleTime,
  });
  const { launch, isLaunching } = useLaunch();

  let body;
  if (hot.error && !hot.data)
    body = <ErrorState compact message={failureText(hot.error)} onRetry={hot.reload} />;
  else if (!hot.data)
    body = (
      <Row aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <Skeleton height="180px" />
          </li>
        ))}
      </Row>
    );
  else if (hot.data.list.length === 0) return null;
  else
    body = (
      <Row>
        {hot.data.list.map((game) => (
          <li key={game.gameCode}>
            <GameCard
              game={game}
              launching={isLaunching(game.channelCode, game.gameCode)}
              onLaunch={(g) =>
                void launch({
                  enName: g.channelCode,
                  gameCode: g.gameCode,
                  category: g.category,
                  gameName: g.name,
                })
              }
            />
          </li>
        ))}
      </Row>
    );

  return (
    <Section data-testid="home-hot-games" aria-labelledby="home-hot-games-title">
      <Head>
        <h2 id="home-hot-games-title">{t('casino.hotGames.title')}</h2>
        <Link to={routePaths.gameegame}>{t('casino.hotGames.more')} ›</Link>
      </Head>
      {body}
    </Section>
  );
}
