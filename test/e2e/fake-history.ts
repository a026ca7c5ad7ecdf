/**
 * The commit history behind the fake GitHub's compare (test/e2e/fake-github.ts): lines of
 * commits, each after a parent or with a history of its own (a rewritten branch), and the answer
 * GitHub computes for `base...head` from their merge base.
 */

/** How `head` relates to `base`, or why GitHub answers 404. */
export type Relation =
  | {
      readonly kind: 'compared';
      readonly mergeBase: string;
      readonly status: 'ahead' | 'behind' | 'identical' | 'diverged';
      readonly aheadBy: number;
      readonly behindBy: number;
      /** The commits of head since the merge base, oldest first. */
      readonly commits: readonly string[];
    }
  | { readonly kind: 'unknown commit' }
  | { readonly kind: 'no common ancestor' };

export class CommitHistory {
  /** Commit -> its parent (undefined: a root). */
  private readonly parents = new Map<string, string | undefined>();

  clear(): void {
    this.parents.clear();
  }

  /** Commits after `parent`, oldest first (undefined: a history of their own). */
  addLine(line: readonly string[], parent: string | undefined): void {
    let previous = parent;
    for (const sha of line) {
      this.parents.set(sha, previous);
      previous = sha;
    }
  }

  parentOf(sha: string): string | undefined {
    return this.parents.get(sha);
  }

  /** `sha` and its ancestors, newest first. */
  private ancestry(sha: string): string[] {
    const line: string[] = [];
    for (let at: string | undefined = sha; at !== undefined; at = this.parents.get(at))
      line.push(at);
    return line;
  }

  compare(base: string, head: string): Relation {
    if (!this.parents.has(base) || !this.parents.has(head)) return { kind: 'unknown commit' };
    const fromHead = this.ancestry(head);
    const fromBase = this.ancestry(base);
    const mergeBase = fromHead.find((sha) => fromBase.includes(sha));
    if (mergeBase === undefined) return { kind: 'no common ancestor' };
    const aheadBy = fromHead.indexOf(mergeBase);
    const behindBy = fromBase.indexOf(mergeBase);
    const status =
      aheadBy === 0 && behindBy === 0
        ? 'identical'
        : behindBy === 0
          ? 'ahead'
          : aheadBy === 0
            ? 'behind'
            : 'diverged';
    return {
      kind: 'compared',
      mergeBase,
      status,
      aheadBy,
      behindBy,
      commits: fromHead.slice(0, aheadBy).reverse(),
    };
  }
}
