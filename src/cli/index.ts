// Placeholder entry until the CLI lands (issue: comparison engine and CLI).
console.log('scorio-eval: CLI not implemented yet');
