/**
 * The import graph of src/: no cycles, and the layers' arrows point one way
 * (action, cli -> engine, github -> readers, config, decision, report -> metrics).
 * The graph is read with TypeScript's own pre-processor (static and dynamic imports, re-exports),
 * so what it checks is what Node loads.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const src = join(root, 'src');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Relative imports of each module of a folder (src/ by default), as paths relative to it
 * (`engine/run.ts`); imports that leave the folder are left out.
 */
export function importGraph(dir: string = src): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of walk(dir)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((f) => f.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => relative(dir, resolve(dirname(file), name.replace(/\.js$/, '.ts'))))
      .filter((path) => !path.startsWith('..'));
    graph.set(relative(dir, file), [...new Set(targets)]);
  }
  return graph;
}

/** Every elementary cycle found by a depth-first search, each once (as a path a -> ... -> a). */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/** The layer of a module: its top folder under src/ (`index.ts` and `errors.ts` stand alone). */
function layer(module: string): string {
  return module.includes('/') ? (module.split('/')[0] as string) : module.replace(/\.ts$/, '');
}

/** What each layer may import (besides itself and errors.ts, which every layer may use). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  metrics: [],
  decision: ['metrics'],
  report: ['decision', 'metrics'],
  readers: ['metrics'],
  config: ['decision', 'readers', 'metrics'],
  engine: ['config', 'readers', 'decision', 'report', 'metrics'],
  github: [],
  action: ['engine', 'github', 'config', 'readers', 'decision', 'report', 'metrics'],
  cli: ['engine', 'config', 'readers', 'decision', 'report', 'metrics'],
  index: ['engine', 'config', 'readers', 'decision', 'report', 'metrics', 'github'],
  errors: [],
};

describe('the import graph of src/', () => {
  const graph = importGraph();

  it('is read (sanity: the engine imports the readers)', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get('engine/read-benchmark.ts')).toContain('readers/index.ts');
  });

  it('has no cycles', () => {
    expect(findCycles(graph).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('points one way between layers', () => {
    const wrong: string[] = [];
    for (const [from, targets] of graph)
      for (const to of targets) {
        const a = layer(from);
        const b = layer(to);
        if (a === b || b === 'errors') continue;
        if (!(ALLOWED[a] ?? []).includes(b)) wrong.push(`${from} -> ${to}`);
      }
    expect(wrong).toEqual([]);
  });
});

/**
 * Inside src/action, the folders by job and the order their arrows run in: a module may import
 * from its own folder or from a lower rank, never upwards (the modes use publishing and baseline
 * sourcing; publishing never starts a mode; nothing but main.ts picks a mode).
 */
const ACTION_RANK: Readonly<Record<string, number>> = {
  inputs: 0,
  'core.ts': 0,
  'log.ts': 0,
  'text.ts': 0,
  'event.ts': 0,
  'git.ts': 0,
  'context.ts': 1,
  'pull-request': 2,
  baseline: 2,
  publish: 3,
  modes: 4,
  'main.ts': 5,
  'index.ts': 5,
};

/** The part of src/action a module belongs to: its folder, or its own name at the top. */
function actionPart(module: string): string {
  return module.split('/')[1] as string;
}

describe('the folders of src/action', () => {
  const graph = importGraph();
  const modules = [...graph.keys()].filter((m) => m.startsWith('action/'));

  it('are each one job (every module is in a ranked part) and no module is past 450 lines', () => {
    expect(modules.filter((m) => ACTION_RANK[actionPart(m)] === undefined)).toEqual([]);
    const long = [...graph.keys()]
      .filter((m) => m.startsWith('action/') || m.startsWith('github/'))
      .filter((m) => readFileSync(join(src, m), 'utf8').split('\n').length > 450);
    expect(long).toEqual([]);
  });

  it('import only their own folder or a lower rank', () => {
    expect(upwardActionImports(graph)).toEqual([]);
  });

  it('upwardActionImports finds an arrow that runs up (sanity)', () => {
    const made = new Map([
      ['action/publish/comment.ts', ['action/modes/rank-mode.ts', 'action/context.ts']],
      ['action/context.ts', ['action/core.ts', 'action/baseline/git.ts']],
      ['action/baseline/a.ts', ['action/pull-request/b.ts', 'action/baseline/c.ts']],
    ]);
    expect(upwardActionImports(made)).toEqual([
      'action/publish/comment.ts -> action/modes/rank-mode.ts',
      'action/context.ts -> action/baseline/git.ts',
      'action/baseline/a.ts -> action/pull-request/b.ts',
    ]);
  });
});

/** Imports between parts of src/action that do not run from a higher rank to a lower one. */
function upwardActionImports(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const wrong: string[] = [];
  for (const [from, targets] of graph) {
    if (!from.startsWith('action/')) continue;
    for (const to of targets) {
      if (!to.startsWith('action/')) continue;
      const a = actionPart(from);
      const b = actionPart(to);
      const rankA = ACTION_RANK[a] ?? -1;
      const rankB = ACTION_RANK[b] ?? 99;
      const bothTop = a.endsWith('.ts') && b.endsWith('.ts');
      if (a === b || rankB < rankA || (bothTop && rankB <= rankA)) continue;
      wrong.push(`${from} -> ${to}`);
    }
  }
  return wrong;
}

describe('findCycles', () => {
  it('finds a two-module and a three-module cycle, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c']],
      ['f', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([
      ['a', 'b', 'a'],
      ['c', 'd', 'e', 'c'],
    ]);
    expect(
      findCycles(
        new Map([
          ['x', ['y', 'z']],
          ['y', ['z']],
          ['z', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('the import graph of scripts/', () => {
  // validate-sim.ts and validate-edges.ts imported each other's types (issue 36's review): the
  // simulation modules now share their run's types through validate-types.ts.
  const graph = importGraph(join(root, 'scripts'));

  it('is read (sanity: validate.ts imports the run)', () => {
    expect(graph.get('validate.ts')).toContain('validate-run.ts');
  });

  it('has no cycles', () => {
    expect(findCycles(graph).map((c) => c.join(' -> '))).toEqual([]);
  });
});
