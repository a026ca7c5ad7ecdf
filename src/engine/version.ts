/** The tool's version, shown in reports and `--version` (kept equal to package.json's; a test checks). */
export const TOOL_VERSION = '1.0.0';
