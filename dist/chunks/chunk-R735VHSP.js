import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a as n}from"./chunk-BQFSHUYF.js";import{a as o}from"./chunk-AGI6PNCA.js";function s(r){return r.replace(/\s*[\r\n\u2028\u2029]+\s*/g," ").replace(/[\u0000-\u001f\u007f]/g," ")}var e="scorio-eval",l=`${e} ${n}: gate on credible regressions of LLM eval metrics.

Usage:
  ${e} compare --baseline <file|glob> --candidate <file|glob> [options]
  ${e} compare --config <file> [options]
  ${e} score <file|glob> [options]
  ${e} rank [name=]<file|glob>... [--baseline [name=]<file|glob>] [options]
  ${e} merge <report.json|glob>... [options]
  ${e} run-spread <run> <run> [<run>...] [options]
  ${e} <command> --help

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
`;var i=class extends o{name="UsageError"};export{s as a,e as b,l as c,i as d};
