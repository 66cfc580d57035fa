import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import type { Seeder } from '../db/seed';
import { catalogue } from './catalogue';
import { VENUES } from './venues-data';

/**
 * Venues and the game catalogue (issue 6). Idempotent like the rest of the seed: new
 * venues are inserted; migration 004's venues get their details only while those are
 * still blank; the catalogue is written in one statement and only when games are missing
 * (every start of every test app runs this, so it must cost one query when nothing is to do).
 */
async function seedCasino(q: Queryable): Promise<void> {
  for (const [i, v] of VENUES.entries()) {
    await q.query(
      `INSERT INTO venues (code, name, category, status, sort, display_en_name, slogan, maintenance_message, embedded, launch_form, hot, hue)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (code) DO UPDATE SET display_en_name = EXCLUDED.display_en_name, slogan = EXCLUDED.slogan,
         embedded = EXCLUDED.embedded, launch_form = EXCLUDED.launch_form, hot = EXCLUDED.hot, hue = EXCLUDED.hue
       WHERE venues.display_en_name = ''`,
      [
        v.code,
        v.name,
        v.category,
        v.maintenance ? 'maintenance' : 'open',
        i + 1,
        v.displayEnName,
        v.slogan,
        v.maintenance ?? '',
        v.embedded,
        v.form,
        v.hot,
        v.hue,
      ],
    );
  }
  const all = catalogue();
  const [row] = await q.query<{ n: unknown }>('SELECT count(*) AS n FROM games');
  if (row && toInt(row.n) >= all.length) return;
  const column = <T>(f: (g: (typeof all)[number]) => T): T[] => all.map(f);
  await q.query(
    `INSERT INTO games (code, venue_code, name, category, hot, is_new, rtp_bp, demo_kind, hue, sort)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::boolean[], $7::int[], $8::text[], $9::int[], $10::int[])
     ON CONFLICT (code) DO NOTHING`,
    [
      column((g) => g.code),
      column((g) => g.venue),
      column((g) => g.name),
      column((g) => g.category),
      column((g) => g.hot),
      column((g) => g.isNew),
      column((g) => g.rtpBp),
      column((g) => g.demo),
      column((g) => g.hue),
      column((g) => g.sort),
    ],
  );
}

/** The casino's seeder (src/seeders.ts lists it). */
export const casinoSeeder: Seeder = { name: 'casino', seed: (q) => seedCasino(q) };
