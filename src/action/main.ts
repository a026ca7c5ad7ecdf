/** The action's entry point: inputs -> engine -> GitHub. Filled in by the action issue. */
export async function run(): Promise<void> {
  throw new Error('run: not implemented yet');
}
