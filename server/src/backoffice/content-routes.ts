import type { FastifyInstance } from 'fastify';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import type { Db } from '../db/db';
import {
  contentItem,
  listContent,
  previewHelp,
  publishContent,
  saveContent,
  setContentWithdrawn,
} from './content';
import { operatorRoute } from './gate';

/**
 * Banners, notices and help articles (issue 30 part 5): read with content.read, saved and
 * published, taken down and put back with content.manage (marketing, admin); each is audited in
 * the same transaction as the change.
 */
export function contentRoutes(app: FastifyInstance, db: Db): void {
  operatorRoute(app, db, bo.listContent, (input) => listContent(db, input.kind));
  operatorRoute(app, db, bo.contentItem, (input) => contentItem(db, input.kind, input.itemId));
  operatorRoute(app, db, bo.saveContent, (input, op) => db.tx((q) => saveContent(q, op, input)));
  operatorRoute(app, db, bo.previewContent, async (input) => {
    const article = previewHelp('preview', input.fields);
    return { title: article.title, html: article.html };
  });
  operatorRoute(app, db, bo.publishContent, (input, op) => db.tx((q) => publishContent(q, op, input)));
  operatorRoute(app, db, bo.withdrawContent, (input, op) =>
    db.tx(async (q) => {
      await setContentWithdrawn(q, op, input, true);
      return { withdrawn: true as const };
    }),
  );
  operatorRoute(app, db, bo.restoreContent, (input, op) =>
    db.tx(async (q) => {
      await setContentWithdrawn(q, op, input, false);
      return { withdrawn: false as const };
    }),
  );
}
