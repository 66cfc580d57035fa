import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/db';
import { games } from '@site/shared/contract';
import { gameArtStripSvg, gameArtSvg, gameSvg } from '../games/art';
import { rasterOf, THUMB_WIDTH } from '../games/raster';
import { venueCardSvg, venueLogoSvg } from '../games/venue-art';
import { casinoVenue, gameArtOf, gameOf } from '../games/queries';
import { ApiError } from '../http/api-error';
import { gamesMessages as text } from '../messages/games';

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
}

/** A game code, as the contract's gameCode takes it. */
const GAME_CODE = /^[A-Za-z0-9_-]{1,40}$/;

function svg(reply: FastifyReply, body: string): FastifyReply {
  return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(body);
}

/** Venue cards and logos and pictures per game (SVG with its name, PNG thumbnail without), drawn on request (same origin). */
export function gamesMediaRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { file: string } }>('/media/venues/:file', async (request, reply) => {
    const match = /^([A-Z0-9]{2,10})(-logo)?\.svg$/.exec(request.params.file);
    if (!match) return notFound(reply);
    try {
      const v = await casinoVenue(db, match[1]!);
      const art = {
        code: v.code,
        name: v.name,
        enName: v.display_en_name || v.code,
        hue: v.hue,
        category: v.category,
      };
      return svg(reply, match[2] !== undefined ? venueLogoSvg(art) : venueCardSvg(art));
    } catch (error) {
      if (error instanceof ApiError) return notFound(reply);
      throw error;
    }
  });

  // A row of lobby cards in one picture (games.pictureStripUrl): thumbnails side by side.
  app.get<{ Querystring: { codes?: string | string[] } }>(
    games.PICTURE_STRIP_PATH,
    async (request, reply) => {
      const raw = request.query.codes;
      // Once, as one comma-separated list (a repeated `codes=` is refused like any other shape).
      const codes = typeof raw === 'string' ? raw.split(',') : [];
      if (
        codes.length < 2 ||
        codes.length > games.PICTURE_STRIP_MAX ||
        !codes.every((c) => GAME_CODE.test(c))
      )
        return reply
          .code(400)
          .type('text/plain; charset=utf-8')
          .send(`codes: 2 to ${games.PICTURE_STRIP_MAX} game codes separated by commas`);
      const arts = await gameArtOf(db, codes);
      const row = codes.map((c) => arts.get(c));
      if (!row.every((a) => a !== undefined)) return notFound(reply);
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/png')
        .send(
          await rasterOf(`strip:${codes.join(',')}`, () => gameArtStripSvg(row), THUMB_WIDTH * codes.length),
        );
    },
  );

  app.get<{ Params: { file: string } }>('/media/games/:file', async (request, reply) => {
    const match = /^(.+)\.(svg|png)$/.exec(request.params.file);
    const game = match && GAME_CODE.test(match[1]!) ? await gameOf(db, match[1]!) : undefined;
    if (!game) return notFound(reply);
    // The lobby's thumbnail (issue 15 item 14): a small PNG of the game's art, cheap to scroll.
    if (match?.[2] === 'png')
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/png')
        .send(await rasterOf(game.code, () => gameArtSvg(game.name, game.hue)));
    const badge = game.hot
      ? { text: text.badgeHot, tone: 'hot' as const }
      : game.is_new
        ? { text: text.badgeNew, tone: 'new' as const }
        : undefined;
    return svg(reply, gameSvg(game.name, game.provider_name, game.hue, badge));
  });
}
