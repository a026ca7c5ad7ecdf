/**
 * What `scorio-eval`, `--help` and `--version` need, and nothing else: main.ts loads this module
 * eagerly and each command's module (with the readers, config and metrics) only when it runs.
 */
import { TOOL_VERSION } from '../engine/version.js';

/** The command's name, in help texts and messages. */
export const NAME = 'scorio-eval';

/** `scorio-eval --help`. */
export const MAIN_HELP = `${NAME} ${TOOL_VERSION}: gate on credible regressions of LLM eval metrics.

Usage:
  ${NAME} compare --baseline <file|glob> --candidate <file|glob> [options]
  ${NAME} compare --config <file> [options]
  ${NAME} score <file|glob> [options]
  ${NAME} rank [name=]<file|glob>... [--baseline [name=]<file|glob>] [options]
  ${NAME} merge <report.json|glob>... [options]
  ${NAME} run-spread <run> <run> [<run>...] [options]
  ${NAME} <command> --help

Commands:
  compare   Compare a baseline and a candidate; print the report.
            Exit 0: no credible regression. 1: a credible regression. 2: usage or input error.
  score     Metrics with credible intervals for one result file.
  rank      Rank several models (checkpoints) with interval-aware groups; print the leaderboard.
            Exit 0 (1 with --baseline when every candidate is credibly below it). 2: error.
  merge     Merge the JSON reports of a job matrix into one report, judged as one run.
            Exit 0: no credible regression. 1: a credible regression. 2: usage or input error.
  run-spread
            How much a whole run's tokens, time and cost vary between repeated runs of one
            commit: the value of the config's usage-run-spread.

Options:
  -h, --help     Show help.
  -v, --version  Show the version.
`;
