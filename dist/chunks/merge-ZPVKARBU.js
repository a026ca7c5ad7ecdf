import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{f as d,s as u}from"./chunk-ZOP3OCGM.js";import{a,c as y,d as b}from"./chunk-5OFYQC4L.js";import"./chunk-5H47ZQOG.js";import"./chunk-ELNBGGWK.js";import{e as g,i as f,m as s,n as c}from"./chunk-CXN7NSBF.js";import{b as n,d as h}from"./chunk-R735VHSP.js";import"./chunk-IIAFW6ZT.js";import"./chunk-BQFSHUYF.js";import"./chunk-Z2IH4EDS.js";import"./chunk-HIA4LVW2.js";import"./chunk-3E54SQKD.js";import"./chunk-C2H7WUW3.js";import"./chunk-KLPGWHCH.js";import"./chunk-DN5EFKFD.js";import"./chunk-GTTYFCCB.js";import"./chunk-GCP5GXTG.js";import"./chunk-BV2OAEPW.js";import"./chunk-E2YPA2XL.js";import"./chunk-JOMFOWBH.js";import"./chunk-XXKTFJ37.js";import"./chunk-KQHH5EIR.js";import"./chunk-TBNTMT7G.js";import"./chunk-WZ5VQAF2.js";import"./chunk-P54RU225.js";import"./chunk-CHSVISI4.js";import"./chunk-75ZEA4DQ.js";import"./chunk-RVQEOFPN.js";import"./chunk-MP5QM6R2.js";import"./chunk-JHNID6MD.js";import"./chunk-CLOAK3KR.js";import"./chunk-FYVDOMOE.js";import"./chunk-VH3D54D4.js";import"./chunk-WRKWIX5D.js";import{f as m,k as p}from"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";var M=`Usage: ${n} merge <report.json|glob>... [options]

Merges the JSON reports of several compare runs (the jobs of a matrix: one per benchmark, model
size or GPU; each wrote compare --format json or --out-dir) into one report, judged as one run:
the benchmarks of all of them, multiple comparisons (Holm) over all their gated comparisons
together, each report's warnings and where its numbers came from. Prints the report (Markdown by
default) on standard output.

The merge judges under its own rule and levels (the flags below; a report's own are never
used): a report judged under another rule, confidence, min-confidence (rule z) or alpha (rule
paired) is refused, so give the merge the flags its jobs ran with. Every comparison and usage
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
  --format <md|json>     Report format on standard output. Default md.
  --out-dir <dir>        Also write the report to <dir>/report.md and <dir>/report.json.
  --questions-url <url>  Link each question id in the report: an http(s) URL with {id}.
  --max-merge-bytes <n>  Most bytes the reports may take together (default 134217728,
                         128 MiB), checked before any is parsed; each report is at most 64 MiB.
  --max-read-bytes <n>   Most bytes the run may read (default 16 GiB).
  --max-comparisons <n>  Most comparisons the reports may hold together (default 1000).
  -h, --help             Show this help.
`;async function z(w,e){let{values:r,positionals:i}=f("merge",w,{format:{type:"string"},"out-dir":{type:"string"},"questions-url":{type:"string"},rule:{type:"string"},confidence:{type:"string"},"min-confidence":{type:"string"},alpha:{type:"string"},"multiple-comparisons":{type:"string"},"max-merge-bytes":{type:"string"},"max-read-bytes":{type:"string"},"max-comparisons":{type:"string"},help:{type:"boolean",short:"h"}},!0);if(r.help)return e.stdout(M),0;if(i.length===0)throw new h(`merge: give the JSON reports to merge (files or quoted globs; see ${n} merge --help)`);let o=c(r),l=s(r,"questions-url"),v=d(o.settings,"flag"),t=g("--max-merge-bytes",s(r,"max-merge-bytes"));if(t!==void 0&&!(Number.isSafeInteger(t)&&t>=1))throw new m(`--max-merge-bytes: must be a whole number of bytes >= 1 (e.g. 268435456, 256 MiB); got ${p(s(r,"max-merge-bytes"))}`,"--max-merge-bytes");let x=await u({reports:i,cwd:e.cwd,settings:v,settingName:k=>`--${k}`,policy:{...o.policy,...t!==void 0?{maxMergeBytes:t}:{}},...l!==void 0?{questionsUrl:l}:{},now:e.now?e.now():new Date,fullReportHint:y(o.outDir,a)});return b(x,o,a,e)}export{M as MERGE_HELP,z as runMerge};
