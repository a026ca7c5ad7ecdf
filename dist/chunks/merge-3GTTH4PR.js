import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{c as u,f as h,s as g}from"./chunk-EBPIR4FH.js";import{a as n,c as w,d as v}from"./chunk-5OFYQC4L.js";import"./chunk-6TUDEP7H.js";import"./chunk-24UK5TTU.js";import{e as c,i as y,m as o,n as b}from"./chunk-HN7VDWGY.js";import{b as a,d as f}from"./chunk-R735VHSP.js";import"./chunk-EYELDVNI.js";import"./chunk-BQFSHUYF.js";import"./chunk-Z2IH4EDS.js";import"./chunk-HIA4LVW2.js";import"./chunk-3E54SQKD.js";import"./chunk-C2H7WUW3.js";import"./chunk-KLPGWHCH.js";import"./chunk-DN5EFKFD.js";import"./chunk-GTTYFCCB.js";import"./chunk-GCP5GXTG.js";import"./chunk-BV2OAEPW.js";import"./chunk-E2YPA2XL.js";import"./chunk-JOMFOWBH.js";import"./chunk-XXKTFJ37.js";import"./chunk-KQHH5EIR.js";import"./chunk-TBNTMT7G.js";import"./chunk-WZ5VQAF2.js";import"./chunk-P54RU225.js";import"./chunk-CHSVISI4.js";import"./chunk-75ZEA4DQ.js";import"./chunk-RVQEOFPN.js";import"./chunk-MP5QM6R2.js";import"./chunk-JHNID6MD.js";import"./chunk-CLOAK3KR.js";import"./chunk-FYVDOMOE.js";import"./chunk-VH3D54D4.js";import"./chunk-WRKWIX5D.js";import{f as p,k as m}from"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";var R=`Usage: ${a} merge <report.json|glob>... [options]

Merges the JSON reports of several compare runs (the jobs of a matrix: one per benchmark, model
size or GPU; each wrote compare --format json or --out-dir) into one report, judged as one run:
the benchmarks of all of them, multiple comparisons (Holm) over all their gated comparisons
together, each report's warnings and where its numbers came from. Prints the report (Markdown by
default) on standard output.

The merge judges under its own rule and levels (the flags below; a report's own are never
used): a report judged under another rule, confidence, min-confidence (rule z) or alpha (rule
paired) or run spread (--usage-run-spread) is refused, so give the merge the flags its jobs ran
with. Every comparison and usage
measure is measured again from the data its report recorded; a report whose numbers do not
follow from that data, or that lacks it (an earlier version's), is refused. No benchmark may be
in two reports, nor names that look alike (mmlu, MMLU, mm<zero-width space>lu); the error names
both files. Reports of another schema than scorio-eval-report/1 are refused. Links in the
reports are dropped (the comment's links are never taken from a file).

Exit status: 0 no credible regression, 1 credible regression, 2 usage or input error
(one line on standard error).

Options:
  --rule <overlap|z|paired>       The rule the reports were judged under. Default overlap.
  --confidence <c>                Credibility level of every interval. Default 0.95.
  --min-confidence <c>            Rule z's level. Default 0.95.
  --alpha <a>                     Rule paired's one-sided level. Default 0.01.
  --multiple-comparisons <none|holm>
                                  Holm over every gated test of all the reports. Default:
                                  holm when the reports' discovered folders hold more than
                                  one gated test (rules z, paired), else none.
  --usage-run-spread <pairs>      The run spread the jobs' usage was judged with
                                  (seconds=0.056; like the levels, a report that counted
                                  another is refused). Default none.
  --format <md|json>     Report format on standard output. Default md.
  --out-dir <dir>        Also write the report to <dir>/report.md and <dir>/report.json.
  --questions-url <url>  Link each question id in the report: an http(s) URL with {id}.
  --max-merge-bytes <n>  Most bytes the reports may take together (default 134217728,
                         128 MiB), checked before any is parsed; each report is at most 64 MiB.
  --max-read-bytes <n>   Most bytes the run may read (default 16 GiB).
  --max-comparisons <n>  Most comparisons the reports may hold together (default 1000).
  -h, --help             Show this help.
`;async function L(x,r){let{values:e,positionals:i}=y("merge",x,{format:{type:"string"},"out-dir":{type:"string"},"questions-url":{type:"string"},rule:{type:"string"},confidence:{type:"string"},"min-confidence":{type:"string"},alpha:{type:"string"},"multiple-comparisons":{type:"string"},"usage-run-spread":{type:"string"},"max-merge-bytes":{type:"string"},"max-read-bytes":{type:"string"},"max-comparisons":{type:"string"},help:{type:"boolean",short:"h"}},!0);if(e.help)return r.stdout(R),0;if(i.length===0)throw new f(`merge: give the JSON reports to merge (files or quoted globs; see ${a} merge --help)`);let s=b(e),l=o(e,"questions-url"),d=o(e,"usage-run-spread"),k={...h(s.settings,"flag"),...d!==void 0?{usageRunSpread:u(d,"--usage-run-spread")}:{}},t=c("--max-merge-bytes",o(e,"max-merge-bytes"));if(t!==void 0&&!(Number.isSafeInteger(t)&&t>=1))throw new p(`--max-merge-bytes: must be a whole number of bytes >= 1 (e.g. 268435456, 256 MiB); got ${m(o(e,"max-merge-bytes"))}`,"--max-merge-bytes");let M=await g({reports:i,cwd:r.cwd,settings:k,settingName:j=>`--${j}`,policy:{...s.policy,...t!==void 0?{maxMergeBytes:t}:{}},...l!==void 0?{questionsUrl:l}:{},now:r.now?r.now():new Date,fullReportHint:w(s.outDir,n)});return v(M,s,n,r)}export{R as MERGE_HELP,L as runMerge};
