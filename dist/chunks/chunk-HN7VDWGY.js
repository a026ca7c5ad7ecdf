import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{b as a,d as D}from"./chunk-R735VHSP.js";import{L as w,N as l,Q as x,S as A}from"./chunk-EYELDVNI.js";import{f as o,k as i,l as b}from"./chunk-AGI6PNCA.js";function y(t,e){let r=[],s="";for(let n of t.split(" "))s!==""&&e+s.length+1+n.length>96?(r.push(s),s=n):s=s===""?n:`${s} ${n}`;return r.push(s),r.join(`
${" ".repeat(e)}`)}var v=`Reading the files (the config keys of the same names; see docs/formats.md):
  --threshold <t>        Binarize soft scores: an outcome >= t is correct.
  --categories <K>       Number of labels 0..K-1 (default: the largest seen + 1).
  --header <true|false|auto>, --delimiter <,|\\t|;>
                         CSV: whether the first row is a header; the field separator.
  --id-column <name>, --trial-column <name>, --outcome-column <name>, --count-column <name>
                         Long and count formats: the fields to read.
  --scorer <name>        Inspect: the scorer to read (required when a log has several).
  --labels <grades>      Inspect: grade=label pairs, e.g. C=2,P=1,I=0,N=null (null: missing).
  --sample-metric <field>, --filter <name>
                         lm-eval: the per-sample metric field and the filter; HELM: the
                         stat and a perturbation; lighteval: the metric; promptfoo: the
                         provider (filter).
  --member <name>, --prior-member <name>
                         NumPy .npz: the arrays of R and R0.
  --max-unzipped-bytes <n>
                         Most bytes one zip archive (or the parquet columns read) may
                         decompress to (default 1 GiB).
  --usage-columns <pairs>
                         Long CSV / JSON Lines: the columns with each trial's usage, e.g.
                         total-tokens=tokens,milliseconds=latency_ms,cost=cost_usd. Inspect,
                         promptfoo and HELM logs carry theirs.`,T=`Usage: ${a} compare [--config <file>] [options]
       ${a} compare --baseline <file|glob> --candidate <file|glob> [options]
       ${a} compare --baseline <folder> --candidate <folder> [options]

Reads the baseline and candidate outcomes (questions x trials), computes each metric with its
credible interval, and calls a credible regression only when the rule says so. Prints the report
(Markdown by default) on standard output.

Exit status: 0 no credible regression, 1 credible regression, 2 usage or input error
(one line on standard error).

Inputs:
  --config <file>        YAML config (benchmarks, metrics, rule). Default: .github/scorio.yml
                         when it exists and --baseline/--candidate are not given.
  --baseline <path>      Baseline results: a file or a glob (files are merged per question), or
                         a folder: every task in it (lm-eval, Inspect, HELM, lighteval,
                         OpenCompass or plain files) is compared with the candidate folder's
                         task of the same name (docs/formats.md#folders).
  --candidate <path>     Candidate results: a file, a glob, or a folder.
  --groups <gate|subtasks>
                         Folders: a group of tasks (lm-eval's mmlu, a HELM suite) is gated as
                         one comparison over all its questions, its tasks report-only (gate,
                         default), or task by task (subtasks).
  --timestamps <newest|trials>
                         Folders: several runs of one task (lm-eval, lighteval): the newest
                         (default), or all as the trials of one matrix.
  --missing-tasks <fail|warn>
                         Folders: a task of the baseline's folder with no counterpart in the
                         candidate's fails the run (fail, default) or is listed (warn). A task
                         only in the candidate never fails.
  --name <name>          The benchmark's name in the report. Default: the task the logs name
                         (Inspect, lm-eval, HELM), else the candidate file's name.
  --input-format <name>  Format of the result files; default auto (by extension and content):
                         ${y(l.join(", "),25)}.
  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1. Default 0,1 (binary).
  --allow-outside-workspace
                         Let the files a config names lie outside the current directory
                         (absolute paths, ../, symbolic links that lead out). Default: refused.
                         Paths given as flags are never confined.

Decision:
  --metric <name>        A metric to compare; repeat for several. Default bayes.
                         ${y(`Names: ${w.join(", ")}`,25)}
                         (k a number, e.g. pass@4, pass^4, maj@8).
  --rule <overlap|z|paired>
                         overlap (default): a credible change only when the credible intervals do
                         not overlap. z: when rho = Phi(|delta| / sqrt(sb^2 + sc^2)) reaches
                         --min-confidence. paired: a one-sided paired test at --alpha over the
                         questions both sides answered (for 1 to 8 trials per question).
  --confidence <p>       Credibility level of every interval. Default 0.95.
  --min-confidence <p>   Rule z's threshold on rho. Default 0.95.
  --alpha <a>            Rule paired's one-sided level, in (0, 0.5). Default 0.01.
  --multiple-comparisons <none|holm>
                         Rules paired and z: holm keeps the run's false-alarm level over all
                         gated comparisons. Default none.
  --margin <d>           Credible drops smaller than this do not fail. Default 0.
  --usage-gate <pairs>   Fail on a credible increase of tokens, time or cost per question beyond
                         a tolerance, e.g. total-tokens=0.10,seconds=0.25,cost=0.10 (none:
                         report-only). Replaces the config's usage-gate. Default: report-only.
  --usage-run-spread <pairs>
                         How much a whole run's usage varies by chance, per measure (the run-spread
                         command measures it): seconds=0.056, or none. The usage test counts it as
                         noise. Replaces the config's usage-run-spread.
  --align <mode>         strict (default): baseline and candidate must have the same question ids.
                         intersect: compare the common questions, report the others.
  --errors <fail|missing>
                         What an errored or never-run trial counts as: fail (default) a failure,
                         missing left out. The headline counts the questions lost either way.
  --allow-task-mismatch  Compare logs whose files name different tasks (refused by default).
  --work-budget <units>  Most work the metrics may cost (default 2e11 units, a few minutes); a
                         larger run stops with an error before computing (docs/reliability.md).
  --max-read-bytes <n>   Most bytes the run may read: each file every time it is read, and what
                         archives decompress to (default 17179869184, 16 GiB).
  --max-comparisons <n>  Most comparisons (benchmarks \xD7 their metrics) the run may make (default
                         1000); a config asking for more stops before anything is read.
  --max-folder-files <n> Most files a folder given as baseline or candidate may hold (default
                         10000); a larger folder is refused before anything in it is read.

${v}

A gate in stages (re-run only what the gate cannot tell; docs/cli.md):
  --resample             Stage 1: decide at half the level (alpha/2) and plan, for each gated
                         comparison it cannot tell, which questions to run again with how many
                         new trials, the same on both sides (benchmarks[].plan in the report).
  --plan-out <file>      Also write the plan, with each harness's commands, to <file> (schema
                         scorio-eval-plan/1). Implies --resample.
  --previous-report <file>
                         The previous stage's JSON report: this run is the next stage (alpha/4,
                         alpha/8, ...), on the previous stage's files plus the re-run files,
                         which must hold exactly the planned trials.

Output:
  --format <md|json>     Report format on standard output. Default md.
  --out-dir <dir>        Also write the report to <dir>/report.md and <dir>/report.json
                         (created if needed). Only these two files are written, and they are
                         replaced if they exist; nothing else is ever written.
  --questions-url <url>  Link each question id in the report: an http(s) URL with {id}.
  -h, --help             Show this help.

Flags win over the config file. Relative paths resolve against the current directory.
`,U=`Usage: ${a} score <file|glob> [options]

Prints each metric with its credible interval for one result matrix (questions x trials).

Options:
  --metric <name>        A metric; repeat for several. Default bayes.
                         ${y(`Names: ${w.join(", ")}`,25)}
  --format <json|md|csv> Output format. Default md.
  --input-format <name>  Format of the result file. Default auto.
  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1.
  --confidence <p>       Credibility level of the intervals. Default 0.95.
  --errors <fail|missing>
                         What an errored or never-run trial counts as: fail (default, as in
                         compare) a failure, missing left out.
  -h, --help             Show this help.

${v}

Exit status: 0 success, 2 usage or input error. Nothing is written to disk.
`,B=`Usage: ${a} run-spread <run> <run> [<run>...] [options]

Measures how much a whole run's tokens, time and cost per question vary between repeated runs of
one commit on the same questions (an A/A test): latency with a server's load, a provider's day.
Each <run> is one run's result file, or a quoted glob of its files. Prints, per measure, the
spread (the coefficient of variation of a run's mean that the trials' noise within a run does not
explain) and its upper bound, and the line for the config's usage-run-spread, which the usage gate
then counts as noise (docs/config.md). Give 5 or more runs: from fewer the bound is wide.

Options:
  --confidence <p>       One-sided confidence of the upper bound, from 0.5 to below 1. Default 0.9.
  --format <json|md>     Output format. Default md.
  --input-format <name>  Format of the result files. Default auto.
  -h, --help             Show this help.

${v}

Exit status: 0 success, 2 usage or input error. Nothing is written to disk.
`,K=`Usage: ${a} rank [name=]<file|glob>... [--baseline [name=]<file|glob>] [options]

Ranks several models (e.g. the checkpoints of a training run) scored on the same questions:
competition ranks of the mean (1, 2, 2, 4; Bayes@N by the mean score, which the trial counts do
not move) and interval-aware groups (models the rule cannot order share a group; every model in a
higher group is credibly better than every model in a lower one), the rho (rule paired: p)
between every pair, how often a claimed order can be wrong, and the trials per question that
would resolve each adjacent pair. Prints the leaderboard (Markdown by default) on standard output.

Models:
  name=<file|glob>       One model per argument: its name, then its result file(s); a glob merges
                         its files per question (e.g. one file per seed). Quote globs.
  <file>                 A model named after its file: runs/ckpt-1000.csv is "ckpt-1000".
                         Unquoted globs expand in the shell: one model per file.
  --baseline <model>     The reference model (name=file, or a file named "baseline"). It is
                         ranked with the others, and the verdict is against it.

Exit status: 0 the leaderboard was printed; with --baseline, 1 when every candidate is credibly
below the baseline on the first metric (a credible regression); 2 usage or input error (one line on
standard error), logs that name different tasks included. Names must be unique.

Options:
  --benchmark <name>     Benchmark name shown in the leaderboard's titles.
  --metric <name>        A metric to rank by; repeat for several (one leaderboard each; the first
                         decides the verdict). Default bayes.
                         ${y(`Names: ${w.join(", ")}`,25)}
  --rule <overlap|z|paired>
                         overlap (default): two models are credibly ordered when their credible
                         intervals do not overlap. z: when rho reaches --min-confidence. paired:
                         when the paired test on the per-question scores reaches --alpha.
  --confidence <p>       Credibility level of every interval. Default 0.95.
  --min-confidence <p>   Rule z's threshold on rho. Default 0.95.
  --alpha <a>            Rule paired's one-sided level. Default 0.01.
  --multiple-comparisons <holm|none>
                         Rules z and paired: holm (default) adjusts the K(K-1)/2 pair tests, so a
                         false order anywhere stays within twice the level; none: each pair on
                         its own. Rule overlap has no p-value to adjust.
  --input-format <name>  Format of the result files; default auto.
  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1. Default 0,1 (binary).
  --align <mode>         strict (default): every model must have the same question ids.
                         intersect: rank on the questions common to all models, report the others.
  --errors <fail|missing>
                         What an errored or never-run trial counts as: fail (default) or missing.
  --allow-task-mismatch  Rank logs whose files name different tasks (refused by default, as by
                         compare: Inspect task, lm-eval task or documents, HELM run, DeepEval inputs).
  --work-budget <units>  Most work the metrics may cost (default 2e11 units); see compare --help.
  --max-read-bytes <n>   Most bytes the reads may take (default 16 GiB); see compare --help.
  --max-comparisons <n>  Most models \xD7 metrics (default 1000); see compare --help.
  --format <md|json>     Output format. Default md (json: schema scorio-eval-leaderboard/1).
  --out-dir <dir>        Also write <dir>/leaderboard.md and <dir>/leaderboard.json (created if
                         needed). Only these two files are written, and they are replaced if they
                         exist; nothing else is ever written.
  -h, --help             Show this help.

${v}
`;import{parseArgs as q}from"node:util";function u(t,e){if(e===void 0)return;let r=Number(e.trim());if(e.trim()===""||!Number.isFinite(r))throw new o(`${t}: expected a number; got ${i(e)}`,t);return r}function F(t){if(t===void 0)return;let r=t.replace(/^\s*\[|\]\s*$/g,"").split(/[\s,]+/).filter(s=>s!=="").map(Number);if(r.length<2||r.some(s=>!Number.isFinite(s)))throw new o(`--weights: expected at least 2 numbers separated by commas, e.g. 0,0.5,1; got ${i(t)}`,"--weights");return r}function S(t){if(t!==void 0){if(!l.includes(t))throw new o(`--input-format: must be one of ${l.join(", ")}; got ${i(t)}${b(t,l)}`,"--input-format");return t}}function C(t){return l.includes(t)&&t!=="json"?`; the format of the result files is --input-format ${t}`:""}function ee(t,e,r,s){try{let n=q({args:[...e],options:r,allowPositionals:s,strict:!0});return{values:n.values,positionals:n.positionals}}catch(n){let m=n.message.split(/\.(?:\s|$)/)[0]??"invalid arguments",c=/^Unknown option '(--?[^']+)'/.exec(m)?.[1],p=c!==void 0?b(c,Object.keys(r).map(h=>`--${h}`)):"";throw new D(`${t}: ${m}${p} (see ${a} ${t} --help)`)}}var P=Object.fromEntries(x.map(t=>[t,{type:"string"}]));function I(t){let e={};for(let r of x){let s=M(t,r);s!==void 0&&(e[r]=s)}return Object.keys(e).length>0?A(e):void 0}var te={"input-format":{type:"string"},...P,weights:{type:"string"},metric:{type:"string",multiple:!0},rule:{type:"string"},confidence:{type:"string"},"min-confidence":{type:"string"},alpha:{type:"string"},"multiple-comparisons":{type:"string"},align:{type:"string"},errors:{type:"string"},format:{type:"string"},"out-dir":{type:"string"},"work-budget":{type:"string"},"max-read-bytes":{type:"string"},"max-comparisons":{type:"string"},help:{type:"boolean",short:"h"}};function M(t,e){let r=t[e];return typeof r=="string"?r:void 0}function re(t){let e=k=>M(t,k),r=e("format")??"md";if(r!=="md"&&r!=="json")throw new o(`--format: must be md or json (the report's format); got ${i(r)}${C(r)||b(r,["md","json"])}`,"--format");let s=e("rule"),n=e("align"),m=e("errors"),c=S(e("input-format")),p=I(t),h=F(e("weights")),R=u("--confidence",e("confidence")),N=u("--min-confidence",e("min-confidence")),$=u("--alpha",e("alpha")),E=e("multiple-comparisons"),O=t.metric??[],g=u("--work-budget",e("work-budget"));if(g!==void 0&&!(g>0))throw new o(`--work-budget: must be a number > 0 (work units, e.g. 1e12); got ${i(e("work-budget"))}`,"--work-budget");let f=u("--max-read-bytes",e("max-read-bytes"));if(f!==void 0&&!(Number.isSafeInteger(f)&&f>=1))throw new o(`--max-read-bytes: must be a whole number of bytes >= 1 (e.g. 68719476736, 64 GiB); got ${i(e("max-read-bytes"))}`,"--max-read-bytes");let d=u("--max-comparisons",e("max-comparisons"));if(d!==void 0&&!(Number.isInteger(d)&&d>=1&&d<=1e5))throw new o(`--max-comparisons: must be a whole number from 1 to ${1e5}; got ${i(e("max-comparisons"))}`,"--max-comparisons");return{settings:{...c!==void 0?{format:c}:{},...p!==void 0?{read:p}:{},...h!==void 0?{weights:h}:{},...O.length>0?{metrics:O}:{},...s!==void 0?{rule:s}:{},...R!==void 0?{confidence:R}:{},...N!==void 0?{minConfidence:N}:{},...$!==void 0?{alpha:$}:{},...E!==void 0?{multipleComparisons:E}:{},...n!==void 0?{align:n}:{},...m!==void 0?{errors:m}:{},...t["allow-outside-workspace"]===!0?{allowOutsideWorkspace:!0}:{}},output:r,outDir:e("out-dir"),policy:{trustConfig:!0,...g!==void 0?{workBudget:g}:{},...f!==void 0?{maxReadBytes:f}:{},...d!==void 0?{maxComparisons:d}:{},settingName:k=>`--${k}`}}}export{T as a,U as b,B as c,K as d,u as e,F as f,S as g,C as h,ee as i,P as j,I as k,te as l,M as m,re as n};
