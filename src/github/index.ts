/** GitHub API access for the action: the client and the sticky PR comment. */
export * from './client.js';
export * from './gate-api.js';
export * from './sticky-comment.js';
