/**
 * The action's inputs, read once into one typed object (read-inputs.ts) and validated strictly;
 * the object's type and the input names are in action-inputs.ts.
 */
export * from './action-inputs.js';
export { defaultCommentKey, normalizeCommentKey } from './comment-key.js';
export { readInputs } from './read-inputs.js';
