export * from './count-table.js';
