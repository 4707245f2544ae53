#!/usr/bin/env python3
"""Checks `trellis solve` against an independent LP solver (SciPy's HiGHS) on workload files.

For each FILE in the Trellis constraint text format (DESIGN.md), builds the same system as a
linear program: required constraints as hard rows; every optional constraint (edit variables with
their last `suggest` value included) with non-negative error columns. Then it minimises the total
error of each priority level in turn, highest first, holding every higher level at its optimum:
the meaning of strict priorities. It runs `trellis solve FILE`, computes the same totals at
Trellis's values, and prints both with the largest required violation.

Usage: Benchmarks/check-optimum.py [--trellis PATH] [--tolerance T] FILE...

  --trellis PATH   the trellis executable (default: .build/release/trellis, else `swift run -c
                   release trellis`)
  --tolerance T    relative tolerance for a level's total (default 1e-6)

Needs Python 3 with NumPy and SciPy (`pip install scipy`); a hand-run comparison tool, not part of
the build or the tests. Exit status: 0 when Trellis is optimal at every level of every file, 1 when
it is not, 2 on usage errors or when a tool is missing. An edit variable without a `suggest` line
is held at the value it had when declared, which this script does not model: such files are
reported and skipped.
"""
import argparse
import os
import re
import subprocess
import sys

PRIORITIES = {"required": 1000.0, "strong": 750.0, "medium": 500.0, "weak": 250.0}
TOKEN = re.compile(r"\s*(?:(\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)|([A-Za-z_][A-Za-z0-9_.]*)|(.))")


class FormatError(Exception):
    pass


def tokens(text):
    out = []
    for number, name, other in TOKEN.findall(text):
        if number:
            out.append(("num", float(number)))
        elif name:
            out.append(("var", name))
        elif other.strip():
            out.append(("op", other))
    return out


def parse_expression(toks):
    """A linear expression as ({variable: coefficient}, constant)."""
    position = 0

    def peek():
        return toks[position] if position < len(toks) else (None, None)

    def take():
        nonlocal position
        position += 1
        return toks[position - 1]

    def combine(a, b, sign):
        terms = dict(a[0])
        for v, c in b[0].items():
            terms[v] = terms.get(v, 0.0) + sign * c
        return terms, a[1] + sign * b[1]

    def scale(a, k):
        return {v: c * k for v, c in a[0].items()}, a[1] * k

    def atom():
        kind, value = take() if position < len(toks) else (None, None)
        if kind == "num":
            return {}, value
        if kind == "var":
            return {value: 1.0}, 0.0
        if (kind, value) == ("op", "-"):
            return scale(atom(), -1)
        if (kind, value) == ("op", "+"):
            return atom()
        if (kind, value) == ("op", "("):
            inner = sum_()
            if take() != ("op", ")"):
                raise FormatError("missing )")
            return inner
        raise FormatError(f"unexpected {value!r}")

    def product():
        left = atom()
        while peek() in (("op", "*"), ("op", "/")):
            op = take()[1]
            right = atom()
            if op == "/":
                if right[0]:
                    raise FormatError("division by a variable")
                left = scale(left, 1 / right[1])
            elif not left[0]:
                left = scale(right, left[1])
            elif not right[0]:
                left = scale(left, right[1])
            else:
                raise FormatError("product of two variables")
        return left

    def sum_():
        left = product()
        while peek() in (("op", "+"), ("op", "-")):
            sign = 1 if take()[1] == "+" else -1
            left = combine(left, product(), sign)
        return left

    result = sum_()
    if position != len(toks):
        raise FormatError(f"unexpected {toks[position][1]!r}")
    return result


def priority_of(text):
    text = text.strip()
    if text in PRIORITIES:
        return PRIORITIES[text]
    return float(text)


def parse_file(path):
    """Constraints as (terms, constant, relation, priority) for `expression relation 0`."""
    constraints, edits, suggestions = [], {}, {}
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            try:
                if line.startswith("edit ") or line == "edit":
                    parts = line.split("@")
                    edits[parts[0].split()[1]] = priority_of(parts[1]) if len(parts) > 1 else 750.0
                    continue
                if line.startswith("suggest "):
                    name, value = line[len("suggest "):].split("=")
                    suggestions[name.strip()] = float(value)
                    continue
                body, _, priority = line.partition("@")
                m = re.match(r"(.*?)(==|>=|<=)(.*)$", body)
                if not m:
                    raise FormatError("no relation")
                lhs, rhs = parse_expression(tokens(m.group(1))), parse_expression(tokens(m.group(3)))
                terms = dict(lhs[0])
                for v, c in rhs[0].items():
                    terms[v] = terms.get(v, 0.0) - c
                constraints.append((terms, lhs[1] - rhs[1], m.group(2), priority_of(priority) if priority else 1000.0))
            except (FormatError, ValueError, IndexError) as error:
                raise FormatError(f"{path}:{number}: {error}") from None
    unsuggested = sorted(set(edits) - set(suggestions))
    for name, value in suggestions.items():
        constraints.append(({name: 1.0}, -value, "==", edits.get(name, 750.0)))
    return constraints, unsuggested


def optimum(constraints):
    """The least total error per optional level, highest first, and the variable names."""
    import numpy as np
    from scipy.optimize import linprog

    names = sorted({v for terms, _, _, _ in constraints for v in terms})
    index = {v: i for i, v in enumerate(names)}
    columns = len(names)
    errors = []
    for terms, constant, relation, priority in constraints:
        if priority >= 1000:
            errors.append(())
        elif relation == "==":
            errors.append((columns, columns + 1))
            columns += 2
        else:
            errors.append((columns,))
            columns += 1
    a_eq, b_eq, a_ub, b_ub = [], [], [], []
    for (terms, constant, relation, priority), error in zip(constraints, errors):
        row = np.zeros(columns)
        for v, c in terms.items():
            row[index[v]] += c
        # row·x + constant (relation) 0, with error columns making an optional one always feasible.
        if relation == "==":
            if error:
                row[error[0]], row[error[1]] = 1, -1
            a_eq.append(row), b_eq.append(-constant)
        elif relation == "<=":
            if error:
                row[error[0]] = -1
            a_ub.append(row), b_ub.append(-constant)
        else:
            if error:
                row[error[0]] = 1
            a_ub.append(-row), b_ub.append(constant)
    bounds = [(None, None)] * len(names) + [(0, None)] * (columns - len(names))
    # Each level is then held at its optimum, relaxed by only 1e-12 of it, with HiGHS's
    # tolerances tightened to match: on random-300 one unit of strong error buys 1,170 units of
    # weak error, so a relaxation of 1e-9 let the weak total drop 9e-4 below the true optimum.
    options = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}
    levels = sorted({p for _, _, _, p in constraints if p < 1000}, reverse=True)
    results = []
    for level in levels:
        cost = np.zeros(columns)
        for (_, _, _, priority), error in zip(constraints, errors):
            if priority == level:
                for e in error:
                    cost[e] = 1
        r = linprog(cost, A_ub=np.array(a_ub) if a_ub else None, b_ub=np.array(b_ub) if b_ub else None,
                    A_eq=np.array(a_eq) if a_eq else None, b_eq=np.array(b_eq) if b_eq else None,
                    bounds=bounds, method="highs", options=options)
        if r.status == 2:
            return None
        if r.status != 0:
            raise RuntimeError(r.message)
        results.append((level, r.fun))
        a_ub.append(cost)
        b_ub.append(r.fun + 1e-12 * max(1.0, abs(r.fun)))
    if not levels:
        r = linprog(np.zeros(columns), A_ub=np.array(a_ub) if a_ub else None, b_ub=np.array(b_ub) if b_ub else None,
                    A_eq=np.array(a_eq) if a_eq else None, b_eq=np.array(b_eq) if b_eq else None,
                    bounds=bounds, method="highs", options=options)
        if r.status == 2:
            return None
    return results


def trellis_totals(constraints, values):
    """The largest violation of a required constraint relative to the size of its terms
    (rounding is relative), and each optional level's total error."""
    worst, totals = 0.0, {}
    for terms, constant, relation, priority in constraints:
        products = [c * values.get(name, 0.0) for name, c in terms.items()]
        v = constant + sum(products)
        error = abs(v) if relation == "==" else max(0.0, v) if relation == "<=" else max(0.0, -v)
        if priority >= 1000:
            worst = max(worst, error / max(1.0, abs(constant) + sum(abs(p) for p in products)))
        else:
            totals[priority] = totals.get(priority, 0.0) + error
    return worst, totals


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trellis")
    parser.add_argument("--tolerance", type=float, default=1e-6)
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    try:
        import numpy  # noqa: F401
        import scipy  # noqa: F401
    except ImportError:
        print("check-optimum: needs NumPy and SciPy (pip install scipy)", file=sys.stderr)
        return 2
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    command = [arguments.trellis] if arguments.trellis else None
    if command is None:
        built = os.path.join(repo, ".build", "release", "trellis")
        command = [built] if os.path.exists(built) else ["swift", "run", "-c", "release", "--package-path", repo, "trellis"]

    status = 0
    print(f"{'file':<28} {'level':>7} {'trellis error':>16} {'optimum':>16}  verdict")
    for path in arguments.files:
        name = os.path.basename(path)
        try:
            constraints, unsuggested = parse_file(path)
        except (FormatError, OSError) as error:
            print(f"check-optimum: {error}", file=sys.stderr)
            return 2
        if unsuggested:
            print(f"{name:<28} skipped: edit variables without a suggest line ({', '.join(unsuggested[:3])})")
            continue
        run = subprocess.run(command + ["solve", path], capture_output=True, text=True)
        best = optimum(constraints)
        if run.returncode == 1 or best is None:
            agreed = run.returncode == 1 and best is None
            print(f"{name:<28} {'':>7} {'unsatisfiable' if run.returncode == 1 else 'solved':>16} "
                  f"{'infeasible' if best is None else 'feasible':>16}  {'ok' if agreed else 'DIFFERENT'}")
            status = status or (0 if agreed else 1)
            continue
        if run.returncode != 0:
            print(f"check-optimum: trellis solve {path} failed: {run.stderr.strip()}", file=sys.stderr)
            return 2
        values = {}
        for line in run.stdout.splitlines():
            variable, _, value = line.partition(" = ")
            values[variable] = float(value)
        worst, totals = trellis_totals(constraints, values)
        ok = worst <= 1e-7  # HiGHS's own primal feasibility tolerance
        print(f"{name:<28} {'required':>7} {worst:>16.3g} {0:>16}  {'ok' if ok else 'VIOLATED'}")
        status = status or (0 if ok else 1)
        for level, value in best:
            mine = totals.get(level, 0.0)
            good = abs(mine - value) <= arguments.tolerance * max(1.0, abs(value))
            print(f"{'':<28} {level:>7g} {mine:>16.6f} {value:>16.6f}  {'ok' if good else 'NOT OPTIMAL'}")
            status = status or (0 if good else 1)
    return status


if __name__ == "__main__":
    sys.exit(main())
