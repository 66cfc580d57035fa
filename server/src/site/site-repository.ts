import type { Queryable } from '../db/db';
import { formatChinaTime } from '../db/db';

// The site's content tables (migration 002 and the site seeder): banners, sponsors, phone
// areas, notices and the discount list, read in the shapes the contract answers with.

export interface AdRow {
  id: number;
  position: 'banner';
  title: string;
  imageUrl: string;
  linkType: 'route';
  link: string;
  sort: number;
}

/** Enabled ads of one position (every position when null), in display order. */
export async function listAds(q: Queryable, position: string | null): Promise<AdRow[]> {
  const rows = await q.query<{
    id: number;
    position: 'banner';
    title: string;
    image_url: string;
    link_type: 'route';
    link: string;
    sort: number;
  }>(
    `SELECT id, position, title, image_url, link_type, link, sort FROM ads
      WHERE enabled AND ($1::text IS NULL OR position = $1) ORDER BY sort, id`,
    [position],
  );
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    title: r.title,
    imageUrl: r.image_url,
    linkType: r.link_type,
    link: r.link,
    sort: r.sort,
  }));
}

export interface SponsorRow {
  id: number;
  name: string;
  title: string;
  description: string;
  imageUrl: string;
  period: string;
}

export async function listSponsors(q: Queryable): Promise<SponsorRow[]> {
  const rows = await q.query<{
    id: number;
    name: string;
    title: string;
    description: string;
    image_url: string;
    period: string;
  }>('SELECT id, name, title, description, image_url, period FROM sponsors ORDER BY sort, id');
  return rows.map(({ image_url, ...r }) => ({ ...r, imageUrl: image_url }));
}

/** Phone areas whose name or code contains `area` (all when null), in the seeded order. */
export function findCountryAreas(
  q: Queryable,
  area: string | null,
): Promise<{ areaName: string; areaCode: string; regex: string }[]> {
  return q.query(
    `SELECT area_name AS "areaName", area_code AS "areaCode", regex FROM country_areas
      WHERE $1::text IS NULL OR area_name LIKE $1 OR area_code LIKE $1 ORDER BY sort`,
    [area ? `%${area}%` : null],
  );
}

export interface NoticePage {
  list: { id: number; type: 'notice'; title: string; content: string; top: boolean; publishTime: string }[];
  total: number;
}

/** One page of notices of a type (all when null): pinned first, newest first. */
export async function noticePage(
  q: Queryable,
  type: string | null,
  pageNum: number,
  pageSize: number,
): Promise<NoticePage> {
  const [count] = await q.query<{ total: string | number }>(
    'SELECT count(*) AS total FROM notices WHERE enabled AND ($1::text IS NULL OR type = $1)',
    [type],
  );
  const rows = await q.query<{
    id: number;
    type: 'notice';
    title: string;
    content: string;
    publish_time: Date;
    top: boolean;
  }>(
    `SELECT id, type, title, content, publish_time, top FROM notices WHERE enabled AND ($1::text IS NULL OR type = $1)
      ORDER BY top DESC, publish_time DESC, id LIMIT $2 OFFSET $3`,
    [type, pageSize, (pageNum - 1) * pageSize],
  );
  return {
    list: rows.map(({ publish_time, ...r }) => ({ ...r, publishTime: formatChinaTime(publish_time) })),
    total: Number(count?.total ?? 0),
  };
}
