import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{A as w,C as u,F as k,H as F}from"./chunk-64QERHO5.js";import{a as o,c as A}from"./chunk-PQUA3NQ6.js";import{f as d,j as O,k as m,l as b}from"./chunk-AGI6PNCA.js";function y(e,t){let r=[],n="";for(let s of e.split(" "))n!==""&&t+n.length+1+s.length>96?(r.push(n),n=s):n=n===""?s:`${n} ${s}`;return r.push(n),r.join(`
${" ".repeat(t)}`)}var x=`Reading the files (the config keys of the same names; see docs/formats.md):
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
                         promptfoo and HELM logs carry theirs.`,V=`Usage: ${o} compare [--config <file>] [options]
       ${o} compare --baseline <file|glob> --candidate <file|glob> [options]
       ${o} compare --baseline <folder> --candidate <folder> [options]

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
                         ${y(u.join(", "),25)}.
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

${x}

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
`,Y=`Usage: ${o} score <file|glob> [options]

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

${x}

Exit status: 0 success, 2 usage or input error. Nothing is written to disk.
`,J=`Usage: ${o} rank [name=]<file|glob>... [--baseline [name=]<file|glob>] [options]

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

${x}
`;import{parseArgs as P}from"node:util";function p(e,t){if(t===void 0)return;let r=Number(t.trim());if(t.trim()===""||!Number.isFinite(r))throw new d(`${e}: expected a number; got ${m(t)}`,e);return r}function q(e){if(e===void 0)return;let r=e.replace(/^\s*\[|\]\s*$/g,"").split(/[\s,]+/).filter(n=>n!=="").map(Number);if(r.length<2||r.some(n=>!Number.isFinite(n)))throw new d(`--weights: expected at least 2 numbers separated by commas, e.g. 0,0.5,1; got ${m(e)}`,"--weights");return r}function I(e){if(e!==void 0){if(!u.includes(e))throw new d(`--input-format: must be one of ${u.join(", ")}; got ${m(e)}${b(e,u)}`,"--input-format");return e}}function L(e){return u.includes(e)&&e!=="json"?`; the format of the result files is --input-format ${e}`:""}function oe(e,t,r,n){try{let s=P({args:[...t],options:r,allowPositionals:n,strict:!0});return{values:s.values,positionals:s.positionals}}catch(s){let a=s.message.split(/\.(?:\s|$)/)[0]??"invalid arguments",i=/^Unknown option '(--?[^']+)'/.exec(a)?.[1],l=i!==void 0?b(i,Object.keys(r).map(h=>`--${h}`)):"";throw new A(`${e}: ${a}${l} (see ${o} ${e} --help)`)}}var _=Object.fromEntries(k.map(e=>[e,{type:"string"}]));function H(e){let t={};for(let r of k){let n=D(e,r);n!==void 0&&(t[r]=n)}return Object.keys(t).length>0?F(t):void 0}var ae={"input-format":{type:"string"},..._,weights:{type:"string"},metric:{type:"string",multiple:!0},rule:{type:"string"},confidence:{type:"string"},"min-confidence":{type:"string"},alpha:{type:"string"},"multiple-comparisons":{type:"string"},align:{type:"string"},errors:{type:"string"},format:{type:"string"},"out-dir":{type:"string"},"work-budget":{type:"string"},"max-read-bytes":{type:"string"},"max-comparisons":{type:"string"},help:{type:"boolean",short:"h"}};function D(e,t){let r=e[t];return typeof r=="string"?r:void 0}function ie(e){let t=v=>D(e,v),r=t("format")??"md";if(r!=="md"&&r!=="json")throw new d(`--format: must be md or json (the report's format); got ${m(r)}${L(r)||b(r,["md","json"])}`,"--format");let n=t("rule"),s=t("align"),a=t("errors"),i=I(t("input-format")),l=H(e),h=q(t("weights")),R=p("--confidence",t("confidence")),$=p("--min-confidence",t("min-confidence")),j=p("--alpha",t("alpha")),N=t("multiple-comparisons"),E=e.metric??[],g=p("--work-budget",t("work-budget"));if(g!==void 0&&!(g>0))throw new d(`--work-budget: must be a number > 0 (work units, e.g. 1e12); got ${m(t("work-budget"))}`,"--work-budget");let f=p("--max-read-bytes",t("max-read-bytes"));if(f!==void 0&&!(Number.isSafeInteger(f)&&f>=1))throw new d(`--max-read-bytes: must be a whole number of bytes >= 1 (e.g. 68719476736, 64 GiB); got ${m(t("max-read-bytes"))}`,"--max-read-bytes");let c=p("--max-comparisons",t("max-comparisons"));if(c!==void 0&&!(Number.isInteger(c)&&c>=1&&c<=1e5))throw new d(`--max-comparisons: must be a whole number from 1 to ${1e5}; got ${m(t("max-comparisons"))}`,"--max-comparisons");return{settings:{...i!==void 0?{format:i}:{},...l!==void 0?{read:l}:{},...h!==void 0?{weights:h}:{},...E.length>0?{metrics:E}:{},...n!==void 0?{rule:n}:{},...R!==void 0?{confidence:R}:{},...$!==void 0?{minConfidence:$}:{},...j!==void 0?{alpha:j}:{},...N!==void 0?{multipleComparisons:N}:{},...s!==void 0?{align:s}:{},...a!==void 0?{errors:a}:{},...e["allow-outside-workspace"]===!0?{allowOutsideWorkspace:!0}:{}},output:r,outDir:t("out-dir"),policy:{trustConfig:!0,...g!==void 0?{workBudget:g}:{},...f!==void 0?{maxReadBytes:f}:{},...c!==void 0?{maxComparisons:c}:{},settingName:v=>`--${v}`}}}import{mkdir as z,writeFile as M}from"node:fs/promises";import{isAbsolute as T,join as C,resolve as B}from"node:path";var pe={what:"report",markdown:"report.md",json:"report.json"},fe={what:"leaderboard",markdown:"leaderboard.md",json:"leaderboard.json"};function he(e,t){return e!==void 0?`${t.markdown} and ${t.json}`:"the --format json output"}async function ge(e,t,r,n){n.stdout(t.output==="json"?e.json:e.markdown);for(let l of e.warnings)n.stderr(`${o}: warning: ${l}
`);let s=e.verdict==="regression"?1:0,{outDir:a}=t;if(a===void 0)return s;let i=T(a)?a:B(n.cwd,a);try{await z(i,{recursive:!0}),await M(C(i,r.markdown),e.markdown),await M(C(i,r.json),e.json)}catch(l){return n.stderr(`${o}: --out-dir: cannot write the ${r.what} to ${O(a)}: ${l.message} (verdict: ${e.verdict})
`),s===1?1:2}return s}function be(e){return/[",\n]/.test(e)?`"${e.replace(/"/g,'""')}"`:e}export{V as a,Y as b,J as c,p as d,q as e,I as f,L as g,oe as h,_ as i,H as j,ae as k,D as l,ie as m,pe as n,fe as o,he as p,ge as q,be as r};
