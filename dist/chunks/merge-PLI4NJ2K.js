import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{m as i}from"./chunk-HWWYRZ4X.js";import{h as m,l,m as d,n as s,p as h,q as u}from"./chunk-BDPIR642.js";import"./chunk-S42CJJ4U.js";import{a as t,c as p}from"./chunk-PQUA3NQ6.js";import"./chunk-BQFSHUYF.js";import"./chunk-IUW5MC5C.js";import"./chunk-UV7QOWGN.js";import"./chunk-WNONNJWU.js";import"./chunk-RPCPJGB4.js";import"./chunk-ZTVSIVQ4.js";import"./chunk-O5YCQKMC.js";import"./chunk-ZPLDAWFB.js";import"./chunk-JKAZHWNO.js";import"./chunk-VIHHP3PI.js";import"./chunk-JOMFOWBH.js";import"./chunk-JEBKAWD5.js";import"./chunk-MGTRKDHD.js";import"./chunk-PUBDA26T.js";import"./chunk-LFNGU2QC.js";import"./chunk-BAM7CJVC.js";import"./chunk-E7WPNGON.js";import"./chunk-X3BFGO4M.js";import"./chunk-6YQQF6XG.js";import"./chunk-WSK24364.js";import"./chunk-E6VWCKLX.js";import"./chunk-UIZDVBFD.js";import"./chunk-FYVDOMOE.js";import"./chunk-7T75ETLU.js";import"./chunk-ZCGYUXHX.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";var g=`Usage: ${t} merge <report.json|glob>... [options]

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
