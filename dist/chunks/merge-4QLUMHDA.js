import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{m as i}from"./chunk-CJIZVOV2.js";import{h as m,l,m as d,n as s,p as h,q as u}from"./chunk-5NVYXHBK.js";import"./chunk-HJ65YFFY.js";import{a as t,c as p}from"./chunk-PQUA3NQ6.js";import"./chunk-BQFSHUYF.js";import"./chunk-4OXX2CQZ.js";import"./chunk-MKWDQI26.js";import"./chunk-WNCVVW5Y.js";import"./chunk-N6HKQZT7.js";import"./chunk-IC3GECVS.js";import"./chunk-IH2Y7BDP.js";import"./chunk-YEG4MJQ7.js";import"./chunk-BTYITESU.js";import"./chunk-5IL3Y2WK.js";import"./chunk-QJHSG3RN.js";import"./chunk-J7A7GIBX.js";import"./chunk-7NX275V6.js";import"./chunk-OOWEOJ2H.js";import"./chunk-74FUCJE2.js";import"./chunk-6QDWS7CL.js";import"./chunk-55CM2YJQ.js";import"./chunk-6JUGZ26G.js";import"./chunk-RQVFTDSF.js";import"./chunk-FGEM27F7.js";import"./chunk-FYVDOMOE.js";import"./chunk-YFPQVCZ3.js";import"./chunk-AMPVD37M.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";var g=`Usage: ${t} merge <report.json|glob>... [options]

Merges the JSON reports of several compare runs (the jobs of a matrix: one per benchmark, model
size or GPU; each wrote compare --format json or --out-dir) into one report, judged as one run:
the benchmarks of all of them, multiple comparisons (Holm) over all their gated comparisons
together, each report's warnings and where its numbers came from. Prints the report (Markdown by
default) on standard output.

The reports must have been judged under the same rule, confidence, min-confidence, alpha and
multiple-comparisons, and no benchmark may be in two of them (the error names both files).
Reports of another schema than scorio-eval-report/1 are refused. Links in the reports are
dropped (the comment's links are never taken from a file).

Exit status: 0 no credible regression, 1 credible regression, 2 usage or input error
(one line on standard error).

Options:
  --format <md|json>     Report format on standard output. Default md.
  --out-dir <dir>        Also write the report to <dir>/report.md and <dir>/report.json.
  --questions-url <url>  Link each question id in the report: an http(s) URL with {id}.
  --max-read-bytes <n>   Most bytes the reports may take together (default 16 GiB); each report
                         is at most 64 MiB.
  --max-comparisons <n>  Most comparisons the reports may hold together (default 1000).
  -h, --help             Show this help.
`;async function R(c,e){let{values:r,positionals:n}=m("merge",c,{format:{type:"string"},"out-dir":{type:"string"},"questions-url":{type:"string"},"max-read-bytes":{type:"string"},"max-comparisons":{type:"string"},help:{type:"boolean",short:"h"}},!0);if(r.help)return e.stdout(g),0;if(n.length===0)throw new p(`merge: give the JSON reports to merge (files or quoted globs; see ${t} merge --help)`);let o=d(r),a=l(r,"questions-url"),f=await i({reports:n,cwd:e.cwd,policy:o.policy,...a!==void 0?{questionsUrl:a}:{},now:e.now?e.now():new Date,fullReportHint:h(o.outDir,s)});return u(f,o,s,e)}export{g as MERGE_HELP,R as runMerge};
