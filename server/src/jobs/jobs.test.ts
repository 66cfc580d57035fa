import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Jobs } from './jobs';
import { startTestApp, type TestApp } from '../testing';

const quietLog = () => {
  const errors: string[] = [];
  return { errors, log: { error: (_obj: unknown, message?: string) => void errors.push(message ?? '') } };
};

const tick = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('jobs', () => {
  test('nothing runs before start; atStart runs at once, the others on their interval', async () => {
    const { log } = quietLog();
    const jobs = new Jobs(log);
    const runs: string[] = [];
    jobs.add({ name: 'now', everyMs: 10_000, atStart: true, run: async () => void runs.push('now') });
    jobs.add({ name: 'later', everyMs: 20, run: async () => void runs.push('later') });
    await tick(60);
    assert.deepEqual(runs, [], 'added but not started: no run');
    jobs.start();
    await tick(70);
    await jobs.stop();
    assert.equal(runs.filter((r) => r === 'now').length, 1);
    assert.ok(runs.filter((r) => r === 'later').length >= 1);
  });

  test('a run never overlaps the previous run of the same job; stop waits for the run under way', async () => {
    const { log } = quietLog();
    const jobs = new Jobs(log);
    let inside = 0;
    let most = 0;
    let finished = 0;
    jobs.add({
      name: 'slow',
      everyMs: 10,
      atStart: true,
      run: async () => {
        inside++;
        most = Math.max(most, inside);
        await tick(80);
        inside--;
        finished++;
      },
    });
    jobs.start();
    await tick(50);
    await jobs.stop();
    assert.equal(most, 1, 'at most one run at a time');
    assert.equal(inside, 0, 'stop returned only after the run under way ended');
    const after = finished;
    await tick(60);
    assert.equal(finished, after, 'no run after stop');
  });

  test('a failing run is logged and counted, and the job runs again', async () => {
    const { log, errors } = quietLog();
    const jobs = new Jobs(log);
    jobs.add({
      name: 'flaky',
      everyMs: 15,
      run: () => Promise.reject(new Error('database away')),
    });
    jobs.start();
    await tick(80);
    await jobs.stop();
    const [state] = jobs.list();
    assert.ok(state && state.failures >= 2, 'failed more than once: it kept running');
    assert.equal(state?.failures, state?.runs);
    assert.ok(errors.every((e) => e === 'job flaky failed'));
  });

  test('a name is added once; runNow runs a job on demand', async () => {
    const { log } = quietLog();
    const jobs = new Jobs(log);
    let runs = 0;
    jobs.add({ name: 'once', everyMs: 60_000, run: async () => void runs++ });
    assert.throws(() => jobs.add({ name: 'once', everyMs: 1, run: async () => undefined }), /added twice/);
    await jobs.runNow('once');
    assert.equal(runs, 1);
    await assert.rejects(jobs.runNow('nope'), /no job nope/);
  });
});

describe("the app's jobs", () => {
  let site: TestApp;
  before(async () => {
    site = await startTestApp({ withdrawOperator: { decision: 'approve', delayMs: 60_000 } });
    await site.app.ready();
  });
  after(() => site.stop());

  test('every domain timer is a job of the app, started with it', () => {
    const names = site.app.jobs.list().map((j) => j.name);
    assert.deepEqual(names.sort(), [
      'funds.auto-operator',
      'promotions.race-settlement',
      'site.first-screen-banner',
      'site.home-reads',
      'uploads.orphan-cleanup',
      'vip.keep-grade-review',
    ]);
    const review = site.app.jobs.list().find((j) => j.name === 'vip.keep-grade-review');
    assert.ok(review?.lastRunAt, 'the keep-grade review ran when the app became ready');
  });
});
