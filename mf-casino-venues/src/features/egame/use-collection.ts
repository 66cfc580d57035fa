import { useCallback, useRef } from 'react';
import { failureText, LoginExpiredError, request } from '@site/shared/api';
import { games } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { checkLogin } from '@site/shared/session';
import { toast } from '@site/shared/ui';
import type { Game } from './use-game-catalogue';

/**
 * The heart of a game card: login required (a guest gets the login prompt); the heart
 * turns at once and turns back with the server's message if the call fails. One call per
 * game at a time, so a double click cannot race itself.
 */
export function useCollection(patchGame: (gameCode: string, patch: Partial<Game>) => void) {
  const busy = useRef(new Set<string>());
  return useCallback(
    async (game: Game) => {
      if (!checkLogin({ prompt: true })) return;
      if (busy.current.has(game.gameCode)) return;
      busy.current.add(game.gameCode);
      const next = !game.isCollected;
      patchGame(game.gameCode, { isCollected: next });
      try {
        const answer = await request(next ? games.addCollection : games.removeCollection, {
          gameCode: game.gameCode,
        });
        patchGame(game.gameCode, { isCollected: answer.isCollected });
        toast.success(t(answer.isCollected ? 'casino.game.collected' : 'casino.game.uncollected'));
      } catch (error) {
        patchGame(game.gameCode, { isCollected: game.isCollected });
        if (!(error instanceof LoginExpiredError)) toast.error(failureText(error));
      } finally {
        busy.current.delete(game.gameCode);
      }
    },
    [patchGame],
  );
}
