// The action's entry (dist/index.js): enables Node's compile cache (Node >= 22.1; later runs on
// the same runner skip compiling the bundle), then loads and runs main.ts.
import * as nodeModule from 'node:module';

try {
  (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
} catch {
  // No cache: the action runs the same, only slower.
}
const { run } = await import('./main.js');
void run();
