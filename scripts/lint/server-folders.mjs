#!/usr/bin/env node
// The server's folders import each other one way (issue 27: no import cycle between folders).
// Each folder of server/src is a node, and so is each file at its root (app.ts, domains.ts and
// config.ts are the composition root and its settings, not one "folder"); an import of a value
// from another folder is an edge (`import type` is not: types do not run). Test support
// (*.test.ts, testing.ts, *-testing.ts, test-*.ts) is left out. Any strongly connected group of
// two or more nodes is a cycle: it is printed and the run fails. Part of `npm run lint`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEST_SUPPORT = /(\.test\.ts|(^|[-/])testing\.ts|\/test-[^/]*\.ts)$/;
const IMPORT = /^\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !TEST_SUPPORT.test(path.split(sep).join('/')) ? [path] : [];
  });
}

/** The node a file belongs to: its top folder under `root`, or the file itself at the root. */
function nodeOf(root, file) {
  const parts = relative(root, file).split(sep);
  return parts.length > 1 ? `${parts[0]}/` : parts[0].replace(/\.tsx?$/, '');
}

/** Folder-level import graph of `root`: node -> set of nodes it imports values from. */
export function folderGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = nodeOf(root, file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (m[2]) continue;
      const to = nodeOf(root, resolve(dirname(file), m[3]));
      if (to === from || to.startsWith('..')) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

/** Strongly connected groups of two or more nodes (Tarjan), each sorted. */
export function folderCycles(root) {
  const graph = folderGraph(root);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups.map((group) => ({
    group,
    edges: group.flatMap((a) =>
      [...(graph.get(a) ?? [])].filter((b) => group.includes(b)).map((b) => `${a} -> ${b}`),
    ),
  }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2]
    ? resolve(process.argv[2])
    : resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'server', 'src');
  const cycles = folderCycles(root);
  for (const c of cycles)
    console.error(
      `server/src: folders that import each other: ${c.group.join(', ')}\n  ${c.edges.join('\n  ')}`,
    );
  process.exit(cycles.length ? 1 : 0);
}
