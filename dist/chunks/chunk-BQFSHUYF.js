import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
var O="1.0.0";export{O as a};
