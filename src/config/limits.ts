/**
 * Limits as plain numbers, in a module that imports nothing: the CLI's flag parsing (loaded by
 * every command, `score` included) checks against them without loading the config's YAML and
 * schema libraries.
 */

/**
 * The most comparisons (a metric of a benchmark: baseline against candidate) a run may make unless
 * the workflow raises it: each costs about 0.2 ms beyond its metric and some 5 KB of report.
 */
export const DEFAULT_MAX_COMPARISONS = 1_000;

/** The most comparisons a workflow may allow (the JSON report stays far below a string's limit). */
export const MAX_COMPARISONS_LIMIT = 100_000;

/**
 * The most files a folder may hold for discovery (`max-folder-files`) unless the workflow raises
 * it: a pull request decides what its results folder holds, and discovery looks at every file.
 */
export const DEFAULT_MAX_FOLDER_FILES = 10_000;
