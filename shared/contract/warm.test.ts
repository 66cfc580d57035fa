import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateContractInSteps } from './warm';

const source = (file: string) => readFileSync(join(__dirname, file), 'utf8');

describe('evaluateContractInSteps (issue 31: the full contract one concern per task)', () => {
  it('gives the browser a turn before each step', async () => {
    let turns = 0;
    await evaluateContractInSteps(async () => {
      turns += 1;
    });
    const steps = source('warm.ts').match(
      /import\(\/\* webpackChunkName: "contract-steps" \*\/ '\.\/[\w-]+'\)/g,
    );
    expect(turns).toBe(steps?.length);
  });

  it("has a step for every concern of the contract's index, so none is left for one long task", () => {
    const concerns = [...source('index.ts').matchAll(/^export \* as \w+ from '\.\/([\w-]+)';$/gm)].map(
      (m) => m[1],
    );
    const steps = [
      ...source('warm.ts').matchAll(/import\(\/\* webpackChunkName: "contract-steps" \*\/ '\.\/([\w-]+)'\)/g),
    ].map((m) => m[1]);
    expect(concerns.length).toBeGreaterThan(10);
    expect(steps).toEqual(expect.arrayContaining(concerns));
  });

  it('stops when a turn fails (a page that needs the contract then loads it itself)', async () => {
    let turns = 0;
    await expect(
      evaluateContractInSteps(async () => {
        turns += 1;
        if (turns === 2) throw new Error('gone');
      }),
    ).rejects.toThrow('gone');
    expect(turns).toBe(2);
  });
});
