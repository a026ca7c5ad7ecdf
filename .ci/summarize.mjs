// Prints vitest's JSON result as the plain closing line `label: N passed, N failed, N skipped`.
import { readFileSync } from 'node:fs';

const [file, label] = process.argv.slice(2);
const result = JSON.parse(readFileSync(file, 'utf8'));
const skipped = result.numPendingTests + result.numTodoTests;
console.log(
  `${label}: ${result.numPassedTests} passed, ${result.numFailedTests} failed, ${skipped} skipped`,
);
if (result.numTotalTests === 0) {
  console.error('no test ran');
  process.exit(1);
}
