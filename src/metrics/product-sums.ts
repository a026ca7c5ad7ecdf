/**
 * Posterior covariances of two count scores (a variance when they are one) in O(k) per distinct
 * state, whatever the score.
 *
 * The covariance of the latent targets g1(p), g2(p) of one question is E[c1_X c2_Y] for X, Y two
 * k-draws sharing p, c = s - mean (count-score.ts). Summed over t = X + Y ~ BetaBinomial(2k, a, b),
 * the inner sum over X | t ~ Hypergeometric(2k, t, k) depends on the state only through the two
 * means: about any origin o1, o2,
 *   E[c1_X c2_Y] = E[(s1_X - o1)(s2_Y - o2)] - (m1 - o1)(m2 - o2),
 * and the first term is sum_t BB(t) P_t with P_t = E[(s1_X - o1)(s2_{t-X} - o2) | t], the same for
 * every state. So P_t (and E_t = E[s_X - o | t], whose BB-weighted sum is m - o) are computed once
 * per score and t, on demand, and each state sums BB(2k) against them: O(width of BB(2k)) per
 * state instead of that width times the hypergeometric's (maj@4096 on 2,000 distinct rows of 4,096
 * trials: 4.5 s a call before).
 *
 * Accuracy: the scores are non-decreasing in j, so about the origin o = s_0 every term of P_t is
 * >= 0, and about o = s_k every term is >= 0 too; both are kept and a state uses the origin nearer
 * its means. The subtraction left is that of a variance from a second moment about an end of the
 * score's range, which costs relative precision only where the posterior is concentrated in the
 * middle (eps x N / k or so: 1e-12 at N = 10⁴), never where the target is pinned at an end.
 */
import { betaBinomialTerms } from './beta-binomial.js';

/** The product sums are held for k up to this (6 x (2k + 1) numbers: 12 MiB). */
export const PRODUCT_MAX_K = 1 << 17;

/** Hypergeometric weights below this fraction of the mode's are dropped (e^-90). */
const INNER_CUT = Math.exp(-90);

/** A score as the product sums read it: k and its vector s_0..s_k. */
export interface ScoreVector {
  readonly k: number;
  readonly values: Float64Array;
}

/**
 * P_t and E_t of two scores of the same k about both origins, for t = 0..2k as they are asked for.
 * `covariance(a, b)` is the posterior covariance of one state's two targets.
 */
export class ProductSums {
  private readonly k: number;
  private readonly v1: Float64Array;
  private readonly v2: Float64Array;
  private readonly low1: number;
  private readonly low2: number;
  private readonly high1: number;
  private readonly high2: number;
  /**
   * Per t, six numbers side by side (one cache line: a state's walk reads them together): about
   * the low origins (s1_0, s2_0) P_t, E1_t, E2_t, then about the high ones (s1_k, s2_k). P_t is NaN
   * until computed.
   */
  private readonly sums: Float64Array;

  constructor(s1: ScoreVector, s2: ScoreVector) {
    const k = s1.k;
    this.k = k;
    this.v1 = s1.values;
    this.v2 = s2.values;
    this.low1 = s1.values[0] as number;
    this.low2 = s2.values[0] as number;
    this.high1 = s1.values[k] as number;
    this.high2 = s2.values[k] as number;
    this.sums = new Float64Array(6 * (2 * k + 1));
    for (let t = 0; t <= 2 * k; t++) this.sums[6 * t] = NaN;
  }

  /** Fills P_t and E_t at t: X | t walked outward from its mode floor((t+1)/2) by the exact ratio. */
  private fill(t: number): void {
    const { k, v1, v2, low1, low2, high1, high2 } = this;
    const jlo = Math.max(0, t - k);
    const jhi = Math.min(k, t);
    const mid = Math.min(jhi, Math.max(jlo, Math.floor((t + 1) / 2)));
    let mass = 0;
    let lp = 0;
    let le1 = 0;
    let le2 = 0;
    let hp = 0;
    let he1 = 0;
    let he2 = 0;
    const add = (j: number, h: number): void => {
      const x1 = v1[j] as number;
      const x2 = v2[t - j] as number;
      const l1 = x1 - low1;
      const l2 = x2 - low2;
      const u1 = x1 - high1;
      const u2 = x2 - high2;
      mass += h;
      lp += h * l1 * l2;
      le1 += h * l1;
      le2 += h * l2;
      hp += h * u1 * u2;
      he1 += h * u1;
      he2 += h * u2;
    };
    add(mid, 1);
    let h = 1;
    for (let j = mid; j < jhi; j++) {
      // H(j+1)/H(j) = (t-j)(k-j) / ((j+1)(k-t+j+1))
      h *= ((t - j) * (k - j)) / ((j + 1) * (k - t + j + 1));
      if (h < INNER_CUT) break;
      add(j + 1, h);
    }
    h = 1;
    for (let j = mid; j > jlo; j--) {
      // H(j-1)/H(j) = j(k-t+j) / ((t-j+1)(k-j+1))
      h *= (j * (k - t + j)) / ((t - j + 1) * (k - j + 1));
      if (h < INNER_CUT) break;
      add(j - 1, h);
    }
    const at = 6 * t;
    const { sums } = this;
    sums[at] = lp / mass;
    sums[at + 1] = le1 / mass;
    sums[at + 2] = le2 / mass;
    sums[at + 3] = hp / mass;
    sums[at + 4] = he1 / mass;
    sums[at + 5] = he2 / mass;
  }

  /** Posterior covariance of the two targets of a question whose p ~ Beta(a, b). */
  covariance(a: number, b: number): number {
    const { sums } = this;
    let lp = 0;
    let le1 = 0;
    let le2 = 0;
    let hp = 0;
    let he1 = 0;
    let he2 = 0;
    const norm = betaBinomialTerms(2 * this.k, a, b, (t, w) => {
      const at = 6 * t;
      if (Number.isNaN(sums[at] as number)) this.fill(t);
      lp += w * (sums[at] as number);
      le1 += w * (sums[at + 1] as number);
      le2 += w * (sums[at + 2] as number);
      hp += w * (sums[at + 3] as number);
      he1 += w * (sums[at + 4] as number);
      he2 += w * (sums[at + 5] as number);
    });
    // m - s_0 >= 0 and m - s_k <= 0: the origin nearer both means.
    const dl1 = le1 / norm;
    const dl2 = le2 / norm;
    const dh1 = he1 / norm;
    const dh2 = he2 / norm;
    return dl1 + dl2 <= -(dh1 + dh2) ? lp / norm - dl1 * dl2 : hp / norm - dh1 * dh2;
  }
}
