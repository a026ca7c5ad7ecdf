"""Writes test/conformance/scorio-eval-large-k.json from the Python reference (scorio.eval).

Not run by any npm script or test: run it by hand with a checkout of the reference on the path,
    PYTHONPATH=/path/to/scorio python3 scripts/conformance-vectors.py
(numpy and scipy installed). The vectors cover what the first file does not: intervals whose
bounds exclude the estimate (the reference clips both ends into the bounds) and the k-sample
metrics at large k and N (AUC@K, Maj@k, G-Pass@k_tau, mG-Pass@k, the threshold spectrum,
GeoSpectrum), with priors on both sides of 1.
"""

import json
import sys

import numpy as np
import scorio
from scorio import eval as e

rng = np.random.default_rng(20261126)
cases = []


def add(tag, fn, args, **kw):
    call = dict(args)
    R = np.array(call.pop("R"), dtype=np.int64)
    if "bounds" in call and call["bounds"] is not None:
        call["bounds"] = tuple(call["bounds"])
    if "weights" in call:
        call["weights"] = np.array(call["weights"], dtype=float)
    k = call.pop("k", None)
    out = getattr(e, fn)(R, k, **call) if k is not None else getattr(e, fn)(R, **call)
    expect = [float(x) for x in out] if isinstance(out, tuple) else float(out)
    cases.append(
        {"id": f"{fn}-{len(cases):04d}", "tag": tag, "fn": fn, "args": args, "expect": expect}
    )


def table(m, n, spread=True):
    """m questions x n trials; each question its own success rate (extremes included)."""
    rates = np.concatenate(([0.0, 1.0], rng.random(max(0, m - 2)) ** 1.5))[:m]
    return (rng.random((m, n)) < rates[:, None]).astype(int).tolist()


# Bounds that exclude the estimate: the reference clips both ends into them.
R5 = [[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]]
for bounds in ([0.1, 0.9], [0.0, 0.2], [0.95, 1.0], [0.5, 0.5]):
    for fn, extra in (
        ("pass_at_k_ci", {"k": 2}),
        ("pass_hat_k_ci", {"k": 3}),
        ("maj_at_k_ci", {"k": 3}),
        ("mg_pass_at_k_ci", {"k": 3}),
        ("auc_at_k_ci", {"k": 4}),
        ("g_pass_at_k_tau_ci", {"k": 3, "tau": 0.5}),
        ("geom_at_k_ci", {"k": 2}),
        ("geom_ds_at_k_ci", {"k": 2}),
        ("bayes_ci", {}),
        ("avg_ci", {}),
        ("max_at_k_ci", {"k": 2}),
    ):
        add("bounds", fn, {"R": R5, **extra, "bounds": bounds, "confidence": 0.9})
for R in ([[0, 0, 0, 0, 0]], [[1, 1, 1, 1, 1]]):
    add("bounds", "pass_hat_k_ci",
        {"R": R, "k": 5, "confidence": 0.99, "bounds": [0.1, 0.9], "alpha0": 0.5, "beta0": 0.5})
    add("bounds", "pass_at_k_ci",
        {"R": R, "k": 5, "confidence": 0.99, "bounds": [0.1, 0.9], "alpha0": 0.5, "beta0": 0.5})

# Large k and N.
priors = [{}, {"alpha0": 0.5, "beta0": 0.5}, {"alpha0": 2.5, "beta0": 0.9}]
for m, n, ks in ((6, 64, (2, 17, 63, 64)), (8, 300, (5, 150, 299)), (4, 600, (301, 600))):
    R = table(m, n)
    for i, k in enumerate(ks):
        prior = priors[i % len(priors)]
        add("large-k", "auc_at_k", {"R": R, "k": k})
        add("large-k", "auc_at_k_ci", {"R": R, "k": k, **prior})
        add("large-k", "maj_at_k", {"R": R, "k": k})
        add("large-k", "maj_at_k_ci", {"R": R, "k": k, **prior})
        add("large-k", "mg_pass_at_k", {"R": R, "k": k})
        add("large-k", "mg_pass_at_k_ci", {"R": R, "k": k, **prior})
        add("large-k", "g_pass_at_k_tau", {"R": R, "k": k, "tau": 0.3})
        add("large-k", "g_pass_at_k_tau_ci", {"R": R, "k": k, "tau": 0.7, **prior})
        add("large-k", "pass_at_k_ci", {"R": R, "k": k, **prior})
        add("large-k", "pass_hat_k_ci", {"R": R, "k": k, **prior})
        w = rng.random(k)
        w = (w / w.sum() * 0.9).tolist()
        add("large-k", "threshold_spectrum_at_k", {"R": R, "k": k, "weights": w})
        add("large-k", "threshold_spectrum_at_k_ci", {"R": R, "k": k, "weights": w, **prior})
        add("large-k", "geo_spectrum_at_k_ci", {"R": R, "k": k, "lam": 0.3, **prior})
        add("large-k", "geo_spectrum_at_k_ci", {"R": R, "k": k, "lam": 0.6, "weights": w})
        add("large-k", "geo_spectrum_star_at_k_ci", {"R": R, "k": k, **prior})
        add("large-k", "geom_at_k_ci", {"R": R, "k": k, **prior})
    # Latent targets above the trials.
    for k in (n + 1, 2 * n):
        add("k>N", "geo_spectrum_star_at_k_ci", {"R": R, "k": k})
        add("k>N", "threshold_spectrum_at_k_ci",
            {"R": R, "k": k, "weights": [1.0 / k] * k, "alpha0": 0.5, "beta0": 0.5})

json.dump(
    {
        "format": "scorio-eval-conformance/1",
        "reference": f"scorio (Python) {scorio.__version__} scorio.eval",
        "tolerance": {"abs": 1e-9, "rel": 1e-9},
        "cases": cases,
    },
    sys.stdout,
    separators=(",", ":"),
)
