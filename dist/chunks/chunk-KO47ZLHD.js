import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{K as b,M as m,O as v,Q as E}from"./chunk-DWVVV6HF.js";import{a as s,c as O}from"./chunk-YEBWBQCA.js";import{f as u,j as d,k as g}from"./chunk-226QNURM.js";function w(e,t){let r=[],n="";for(let o of e.split(" "))n!==""&&t+n.length+1+o.length>96?(r.push(n),n=o):n=n===""?o:`${n} ${o}`;return r.push(n),r.join(`
${" ".repeat(t)}`)}var k=`Reading the files (the config keys of the same names; see docs/formats.md):
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
                         decompress to (default 1 GiB).`,K=`Usage: ${s} compare [--config <file>] [options]
       ${s} compare --baseline <file|glob> --candidate <file|glob> [options]

Reads the baseline and candidate outcomes (questions x trials), computes each metric with its
credible interval, and calls a credible regression only when the rule says so. Prints the report
(Markdown by default) on standard output.

Exit status: 0 no credible regression, 1 credible regression, 2 usage or input error
(one line on standard error).

Inputs:
  --config <file>        YAML config (benchmarks, metrics, rule). Default: .github/scorio.yml
                         when it exists and --baseline/--candidate are not given.
  --baseline <path>      Baseline results: a file or a glob (files are merged per question).
  --candidate <path>     Candidate results: a file or a glob.
  --name <name>          The benchmark's name in the report. Default: the task the logs name
                         (Inspect, lm-eval, HELM), else the candidate file's name.
  --input-format <name>  Format of the result files; default auto (by extension and content):
                         ${w(m.join(", "),25)}.
  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1. Default 0,1 (binary).
  --allow-outside-workspace
                         Let the files a config names lie outside the current directory
                         (absolute paths, ../, symbolic links that lead out). Default: refused.
                         Paths given as flags are never confined.

Decision:
  --metric <name>        A metric to compare; repeat for several. Default bayes.
                         ${w(`Names: ${b.join(", ")}`,25)}
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

${k}

Output:
  --format <md|json>     Report format on standard output. Default md.
  --out-dir <dir>        Also write the report to <dir>/report.md and <dir>/report.json
                         (created if needed). Only these two files are written, and they are
                         replaced if they exist; nothing else is ever written.
  --questions-url <url>  Link each question id in the report: an http(s) URL with {id}.
  -h, --help             Show this help.

Flags win over the config file. Relative paths resolve against the current directory.
`,W=`Usage: ${s} score <file|glob> [options]

Prints each metric with its credible interval for one result matrix (questions x trials).

Options:
  --metric <name>        A metric; repeat for several. Default bayes.
                         ${w(`Names: ${b.join(", ")}`,25)}
  --format <json|md|csv> Output format. Default md.
  --input-format <name>  Format of the result file. Default auto.
  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1.
  --confidence <p>       Credibility level of the intervals. Default 0.95.
  --errors <fail|missing>
                         What an errored or never-run trial counts as: fail (default, as in
                         compare) a failure, missing left out.
  -h, --help             Show this help.

${k}

Exit status: 0 success, 2 usage or input error. Nothing is written to disk.
`,G=`Usage: ${s} rank [name=]<file|glob>... [--baseline [name=]<file|glob>] [options]

Ranks several models (e.g. the checkpoints of a training run) scored on the same questions:
competition ranks of the posterior mean (1, 2, 2, 4) and interval-aware groups (models the rule
cannot order share a group; every model in a higher group is credibly better than every model in
a lower one), the rho between every pair, and the trials per question that would resolve each
adjacent pair. Prints the leaderboard (Markdown by default) on standard output.

Models:
  name=<file|glob>       One model per argument: its name, then its result file(s); a glob merges
                         its files per question (e.g. one file per seed). Quote globs.
  <file>                 A model named after its file: runs/ckpt-1000.csv is "ckpt-1000".
                         Unquoted globs expand in the shell: one model per file.
  --baseline <model>     The reference model (name=file, or a file named "baseline"). It is
                         ranked with the others, and the verdict is against it.

Exit status: 0 the leaderboard was printed; with --baseline, 1 when every candidate is credibly
below the baseline on the first metric (a credible regression); 2 usage or input error (one line on
standard error). Names must be unique.

Options:
  --benchmark <name>     Benchmark name shown in the leaderboard's titles.
  --metric <name>        A metric to rank by; repeat for several (one leaderboard each; the first
                         decides the verdict). Default bayes.
                         ${w(`Names: ${b.join(", ")}`,25)}
  --rule <overlap|z>     overlap (default): two models are credibly ordered when their credible
                         intervals do not overlap. z: when rho reaches --min-confidence.
  --confidence <p>       Credibility level of every interval. Default 0.95.
  --min-confidence <p>   Rule z's threshold on rho. Default 0.95.
  --input-format <name>  Format of the result files; default auto.
  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1. Default 0,1 (binary).
  --align <mode>         strict (default): every model must have the same question ids.
                         intersect: rank on the questions common to all models, report the others.
  --errors <fail|missing>
                         What an errored or never-run trial counts as: fail (default) or missing.
  --work-budget <units>  Most work the metrics may cost (default 2e11 units); see compare --help.
  --max-read-bytes <n>   Most bytes the reads may take (default 16 GiB); see compare --help.
  --format <md|json>     Output format. Default md (json: schema scorio-eval-leaderboard/1).
  --out-dir <dir>        Also write <dir>/leaderboard.md and <dir>/leaderboard.json (created if
                         needed). Only these two files are written, and they are replaced if they
                         exist; nothing else is ever written.
  -h, --help             Show this help.

${k}
`;import{parseArgs as C}from"node:util";function f(e,t){if(t===void 0)return;let r=Number(t.trim());if(t.trim()===""||!Number.isFinite(r))throw new u(`${e}: expected a number; got ${d(t)}`,e);return r}function P(e){if(e===void 0)return;let r=e.replace(/^\s*\[|\]\s*$/g,"").split(/[\s,]+/).filter(n=>n!=="").map(Number);if(r.length<2||r.some(n=>!Number.isFinite(n)))throw new u(`--weights: expected at least 2 numbers separated by commas, e.g. 0,0.5,1; got ${d(e)}`,"--weights");return r}function M(e){if(e!==void 0){if(!m.includes(e))throw new u(`--input-format: must be one of ${m.join(", ")}; got ${d(e)}${g(e,m)}`,"--input-format");return e}}function S(e){return m.includes(e)&&e!=="json"?`; the format of the result files is --input-format ${e}`:""}function re(e,t,r,n){try{let o=C({args:[...t],options:r,allowPositionals:n,strict:!0});return{values:o.values,positionals:o.positionals}}catch(o){let i=o.message.split(/\.(?:\s|$)/)[0]??"invalid arguments",a=/^Unknown option '(--?[^']+)'/.exec(i)?.[1],l=a!==void 0?g(a,Object.keys(r).map(p=>`--${p}`)):"";throw new O(`${e}: ${i}${l} (see ${s} ${e} --help)`)}}var q=Object.fromEntries(v.map(e=>[e,{type:"string"}]));function I(e){let t={};for(let r of v){let n=F(e,r);n!==void 0&&(t[r]=n)}return Object.keys(t).length>0?E(t):void 0}var ne={"input-format":{type:"string"},...q,weights:{type:"string"},metric:{type:"string",multiple:!0},rule:{type:"string"},confidence:{type:"string"},"min-confidence":{type:"string"},alpha:{type:"string"},"multiple-comparisons":{type:"string"},align:{type:"string"},errors:{type:"string"},format:{type:"string"},"out-dir":{type:"string"},"work-budget":{type:"string"},"max-read-bytes":{type:"string"},help:{type:"boolean",short:"h"}};function F(e,t){let r=e[t];return typeof r=="string"?r:void 0}function oe(e){let t=y=>F(e,y),r=t("format")??"md";if(r!=="md"&&r!=="json")throw new u(`--format: must be md or json (the report's format); got ${d(r)}${S(r)||g(r,["md","json"])}`,"--format");let n=t("rule"),o=t("align"),i=t("errors"),a=M(t("input-format")),l=I(e),p=P(t("weights")),$=f("--confidence",t("confidence")),R=f("--min-confidence",t("min-confidence")),j=f("--alpha",t("alpha")),x=t("multiple-comparisons"),N=e.metric??[],h=f("--work-budget",t("work-budget"));if(h!==void 0&&!(h>0))throw new u(`--work-budget: must be a number > 0 (work units, e.g. 1e12); got ${d(t("work-budget"))}`,"--work-budget");let c=f("--max-read-bytes",t("max-read-bytes"));if(c!==void 0&&!(Number.isSafeInteger(c)&&c>=1))throw new u(`--max-read-bytes: must be a whole number of bytes >= 1 (e.g. 68719476736, 64 GiB); got ${d(t("max-read-bytes"))}`,"--max-read-bytes");return{settings:{...a!==void 0?{format:a}:{},...l!==void 0?{read:l}:{},...p!==void 0?{weights:p}:{},...N.length>0?{metrics:N}:{},...n!==void 0?{rule:n}:{},...$!==void 0?{confidence:$}:{},...R!==void 0?{minConfidence:R}:{},...j!==void 0?{alpha:j}:{},...x!==void 0?{multipleComparisons:x}:{},...o!==void 0?{align:o}:{},...i!==void 0?{errors:i}:{},...e["allow-outside-workspace"]===!0?{allowOutsideWorkspace:!0}:{}},output:r,outDir:t("out-dir"),policy:{trustConfig:!0,...h!==void 0?{workBudget:h}:{},...c!==void 0?{maxReadBytes:c}:{},settingName:y=>`--${y}`}}}import{mkdir as L,writeFile as A}from"node:fs/promises";import{isAbsolute as _,join as D,resolve as z}from"node:path";var ue={what:"report",markdown:"report.md",json:"report.json"},me={what:"leaderboard",markdown:"leaderboard.md",json:"leaderboard.json"};function ce(e,t){return e!==void 0?`${t.markdown} and ${t.json}`:"the --format json output"}async function fe(e,t,r,n){n.stdout(t.output==="json"?e.json:e.markdown);for(let l of e.warnings)n.stderr(`${s}: warning: ${l}
`);let o=e.verdict==="regression"?1:0,{outDir:i}=t;if(i===void 0)return o;let a=_(i)?i:z(n.cwd,i);try{await L(a,{recursive:!0}),await A(D(a,r.markdown),e.markdown),await A(D(a,r.json),e.json)}catch(l){return n.stderr(`${s}: --out-dir: cannot write the ${r.what} to ${d(i)}: ${l.message} (verdict: ${e.verdict})
`),o===1?1:2}return o}function pe(e){return/[",\n]/.test(e)?`"${e.replace(/"/g,'""')}"`:e}export{K as a,W as b,G as c,f as d,P as e,M as f,S as g,re as h,q as i,I as j,ne as k,F as l,oe as m,ue as n,me as o,ce as p,fe as q,pe as r};
