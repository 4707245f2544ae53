#!/usr/bin/env python3
"""Summarise the runs made by Benchmarks/compare-kiwi.sh.

Usage: compare.py RUNS_DIR WORKLOAD...

RUNS_DIR holds, per workload number I (1-based, in the order given) and run R, the standard
output of each side: I.trellis.R.out and I.kiwi.R.out (a side that failed or did not run has no
file, or an empty one). Prints the table and the value comparison; exits 1 if the trellis side
is missing for any workload, 0 otherwise.
"""

import os
import statistics
import sys

TOLERANCE = 1e-6


def parse(path):
    """Return (metrics dict, values dict) from one side's output, or None."""
    if not os.path.isfile(path) or os.path.getsize(path) == 0:
        return None
    metrics, values = {}, {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            if " = " in line:
                name, _, value = line.partition(" = ")
                try:
                    values[name.strip()] = float(value)
                except ValueError:
                    pass
            elif "=" in line:
                key, _, value = line.partition("=")
                metrics[key.strip()] = value.strip()
    return metrics, values


def metric(outputs, side, name):
    """Median over the runs of one side's per-run median; None if absent; 'n/a' if n/a."""
    vals = []
    for metrics, _ in outputs:
        raw = metrics.get(f"{side}.{name}")
        if raw is None:
            continue
        if raw == "n/a":
            return "n/a"
        try:
            vals.append(float(raw))
        except ValueError:
            pass
    return statistics.median(vals) if vals else None


def fmt(x, digits=1):
    if x is None:
        return "-"
    if x == "n/a":
        return "n/a"
    return f"{x:.{digits + 1 if x < 10 else digits}f}"


def ratio(a, b):
    if isinstance(a, float) and isinstance(b, float) and b > 0:
        return f"{a / b:.2f}"
    return "-"


def main():
    runs_dir, workloads = sys.argv[1], sys.argv[2:]
    header = ["workload", "trellis build us", "kiwi build us", "ratio (trellis/kiwi)",
              "trellis suggest ns", "kiwi suggest ns", "ratio (trellis/kiwi)"]
    rows, notes = [], []
    trellis_missing = []
    n_runs = 0
    for i, wl in enumerate(workloads, 1):
        sides = {}
        for side in ("trellis", "kiwi"):
            outs = []
            r = 1
            while True:
                p = os.path.join(runs_dir, f"{i}.{side}.{r}.out")
                if not os.path.exists(p):
                    break
                got = parse(p)
                if got is not None:
                    outs.append(got)
                r += 1
            n_runs = max(n_runs, r - 1)
            sides[side] = outs
        name = os.path.basename(wl)
        tb, kb = metric(sides["trellis"], "trellis", "build_us"), metric(sides["kiwi"], "kiwi", "build_us")
        ts, ks = metric(sides["trellis"], "trellis", "suggest_ns"), metric(sides["kiwi"], "kiwi", "suggest_ns")
        rows.append([name, fmt(tb), fmt(kb), ratio(tb, kb), fmt(ts), fmt(ks), ratio(ts, ks)])
        if not sides["trellis"]:
            trellis_missing.append(name)
        if not sides["kiwi"]:
            notes.append(f"{name}: the kiwi side produced no result (see its errors above).")
        if sides["trellis"] and sides["kiwi"]:
            tv, kv = sides["trellis"][0][1], sides["kiwi"][0][1]
            common = sorted(set(tv) & set(kv))
            differ = [n for n in common if abs(tv[n] - kv[n]) > TOLERANCE]
            only_t, only_k = len(set(tv) - set(kv)), len(set(kv) - set(tv))
            msg = f"{name}: {len(differ)} of {len(common)} variables differ by more than {TOLERANCE:g}"
            if only_t or only_k:
                msg += f" ({only_t} only in trellis, {only_k} only in kiwi)"
            if differ:
                shown = ", ".join(f"{n} {tv[n]:.6g} vs {kv[n]:.6g}" for n in differ[:8])
                msg += f": {shown}" + (", ..." if len(differ) > 8 else "")
            notes.append(msg)

    widths = [max(len(h), *(len(r[c]) for r in rows)) for c, h in enumerate(header)]
    line = lambda cells: "| " + " | ".join(c.ljust(w) if k == 0 else c.rjust(w) for k, (c, w) in enumerate(zip(cells, widths))) + " |"
    print()
    print(f"Median of the per-run medians over {n_runs} interleaved runs per side (lower is better).")
    print(line(header))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        print(line(r))
    print()
    print("Values (after every `suggest` line applied once, in file order; trellis vs kiwi):")
    for n in notes:
        print("  " + n)
    print("  Information only: Trellis satisfies optional priorities strictly, kiwi adds weighted")
    print("  strengths, so the two may legitimately settle on different values.")
    if trellis_missing:
        print()
        print("TRELLIS SIDE MISSING: no trellis-bench results for " + ", ".join(trellis_missing) + " (see above).")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
