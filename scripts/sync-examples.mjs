#!/usr/bin/env node
/**
 * Copies the golden CLI outputs (test/cli/golden/*.md) into the documents that show them in full
 * (docs/cli.md's demo report, docs/leaderboard.md's demo leaderboard), between their markers. The
 * tests fail when a document and its golden file differ; this is how they are brought back in
 * line after the output changes on purpose (then review the diff).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const places = [
  { doc: 'docs/cli.md', golden: 'test/cli/golden/demo.md', marker: 'demo-output' },
  {
    doc: 'docs/leaderboard.md',
    golden: 'test/cli/golden/leaderboard.md',
    marker: 'leaderboard-demo',
  },
];
for (const { doc, golden, marker } of places) {
  const text = readFileSync(doc, 'utf8');
  const start = `<!-- ${marker}:start -->\n\`\`\`\`markdown\n`;
  const end = `\`\`\`\`\n<!-- ${marker}:end -->`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`${doc}: no ${marker} markers`);
  const next = text.slice(0, i + start.length) + readFileSync(golden, 'utf8') + text.slice(j);
  if (next !== text) {
    writeFileSync(doc, next);
    console.log(`updated ${doc} from ${golden}`);
  }
}
