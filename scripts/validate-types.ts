/**
 * What one `npm run validate` run is asked to do and what it measures: the main table's options
 * and results (validate-sim.ts), the edge cells' (validate-edges.ts) and the cells of processes
 * the main table does not draw (validate-processes.ts). Apart from the modules that simulate, so
 * that none of them imports another's types through a cycle.
 */
import type { EdgeOptions, EdgeResult } from './validate-edges.js';
import type { ProcessOptions, ProcessResult } from './validate-processes.js';
import type { StageCell, StageOptions } from './validate-stages.js';
import type {
  BudgetResult,
  CellResult,
  CoverageResult,
  FamilyResult,
  SimOptions,
} from './validate-sim.js';

/** Options of `runValidation` (validate-run.ts). */
export interface ValidationOptions extends SimOptions {
  /** The edge cells: populations, unequal trials, small M, detectable drops, margin, McNemar. */
  readonly edges: EdgeOptions;
  /** Processes the main table does not draw: metric families, correlated trials, rubrics. */
  readonly processes: ProcessOptions;
  /** A gate in stages: the plans, the level over the stages, the trials they save. */
  readonly stages: StageOptions;
  /** Called as the work progresses. */
  readonly onProgress?: (what: string) => void;
}

/** Everything one validation run measured. */
export interface ValidationResult {
  readonly options: Omit<ValidationOptions, 'onProgress'>;
  readonly populationMean: number;
  /** Logit shift per drop (points -> s). */
  readonly shifts: Readonly<Record<string, number>>;
  readonly cells: readonly CellResult[];
  readonly coverage: readonly CoverageResult[];
  readonly families: readonly FamilyResult[];
  readonly budgets: readonly BudgetResult[];
  /** The gate at its edges (validate-edges.ts). */
  readonly edges: EdgeResult;
  /** Processes the main table does not draw (validate-processes.ts). */
  readonly processes: ProcessResult;
  /** A gate in stages (validate-stages.ts), in the order of `stageShapes`. */
  readonly stages: readonly StageCell[];
}
