/**
 * Two simulated PRs of total tokens per question (one trial each, rounded to whole tokens), drawn
 * as scripts/validate-usage.ts draws them (its log-normal question means, one trial's log-normal
 * noise of CV 0.5, the candidate's mean-one churn of log-sd 0.3).
 */

/**
 * `μ^0.3, lognormal σ = 1.5` at exactly the tolerance: the candidate's mean on question q is
 * k μ_q^0.3 η_q with k such that the population's ratio of means is 1.1 = 1 + τ (long answers
 * shortened, short ones lengthened). No increase beyond the tolerance, yet these 50 questions
 * lack the long tail that carries the population's mean: on them the candidate uses
 * c̄ / b̄ = 1.71 times the baseline's tokens, and Student's t on c − 1.1 b gives p = 0.0040 < 0.01.
 * The gate's test is about the questions run, so it fails this PR (earlier versions reported
 * it as too skewed to gate).
 */
export const RESHAPED = {
  baseline: [
    2630, 1864, 364, 145, 6785, 228, 124, 401, 853, 304, 803, 1777, 2606, 214, 8124, 4069, 137,
    3064, 1845, 1409, 50, 1154, 45, 422, 9, 765, 1342, 88, 12439, 1278, 68, 3421, 525, 648, 182,
    1052, 3194, 473, 200, 1087, 83, 347, 601, 8312, 482, 34, 5545, 326, 2998, 1969,
  ],
  candidate: [
    4862, 4292, 3164, 3095, 1488, 4211, 1212, 8046, 1370, 5583, 2278, 1746, 3737, 1375, 3921, 2848,
    3078, 4403, 3171, 1858, 1990, 1117, 1137, 1441, 643, 3533, 3793, 773, 7585, 727, 1920, 4189,
    4416, 971, 778, 2148, 3887, 744, 1068, 5795, 1764, 560, 3616, 4659, 1344, 1334, 14348, 738,
    1923, 3523,
  ],
} as const;

/**
 * `lognormal σ = 1`, 40 questions, a real increase of 60% that scales every question alike
 * (R μ_q η_q, R = 1.6): c̄ / b̄ = 2.23 [1.12, 4.50] at 98%, p = 0.0088 < 0.01 at 1.1. The gate
 * must fail it, before and after issue 36.
 */
export const SCALED = {
  baseline: [
    1518, 1226, 1237, 200, 1370, 885, 9266, 963, 127, 1278, 414, 388, 469, 5043, 2612, 223, 1463,
    44, 1543, 731, 282, 63, 436, 290, 416, 88, 244, 1543, 109, 2051, 1233, 195, 3775, 234, 1957,
    720, 114, 1025, 1265, 540,
  ],
  candidate: [
    634, 1818, 1681, 1524, 1852, 375, 6991, 2649, 1150, 1774, 1352, 1396, 923, 3223, 2203, 794,
    6389, 235, 8396, 4281, 451, 375, 533, 672, 828, 183, 733, 3748, 97, 11421, 3396, 648, 1726, 271,
    7850, 1811, 348, 454, 18298, 2436,
  ],
} as const;
