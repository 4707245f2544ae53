#!/usr/bin/env python3
"""Which constraint of each conflict do Xcode's saved frames say was broken?

For every Interface Builder file given (or every file in the directories given), lays the file
out with `trellis verify` as it is, then once per member of each conflict the layout met, with that
member broken instead of the one Trellis's rule breaks (the other conflicts keep the rule). A
member whose breaking gives the most views within 0.5 pt, then the smallest total error (each view
capped at 100 pt), is the victim Xcode's frames evidently show.

Needs a trellis built with victim-probe.patch applied (it adds TRELLIS_VICTIM_LOG=1, which logs
each conflict's members, and TRELLIS_VICTIM=k:j, which breaks member j at conflict k; with
TRELLIS_RULE=name it also tries the alternative rules listed in the patch). The patch is for
measuring only: never commit it to Sources.

usage: probe_victims.py TRELLIS OUT.json FILE_OR_DIR...
"""
import json
import os
import re
import subprocess
import sys


def run(trellis, path, forced=None):
    env = dict(os.environ, TRELLIS_VICTIM_LOG="1")
    if forced:
        env["TRELLIS_VICTIM"] = "%d:%d" % forced
    p = subprocess.run(["nice", "-n", "10", trellis, "verify", path, "--format", "json"],
                       capture_output=True, text=True, env=env)
    results = json.loads(p.stdout or "{}").get("results") or [{}]
    result = results[0]
    if "mismatches" not in result:  # not a file verify reads (a listing, a refused file)
        return (0, 0), 0, []
    error = sum(min(m["error"] if m["error"] is not None else 100, 100) for m in result["mismatches"])
    conflicts = []
    for line in p.stderr.splitlines():
        if line.startswith("CONFLICT"):
            m = re.match(r"CONFLICT (\d+) adding=(\S+) rule=(\S+) victim=(\S+)", line)
            conflicts.append({"k": int(m[1]), "adding": m[2], "victim": m[4], "members": []})
        elif line.startswith("  [") and conflicts:
            conflicts[-1]["members"].append(line.strip())
    return (result["matched"], -round(error, 2)), result["views"], conflicts


def main():
    trellis, out, inputs = sys.argv[1], sys.argv[2], sys.argv[3:]
    files = []
    for path in inputs:
        files += sorted(os.path.join(path, f) for f in os.listdir(path)
                        if f.endswith((".xib", ".storyboard"))) if os.path.isdir(path) else [path]
    records, counts = [], {"unique": 0, "tied": 0, "wrong": 0}
    for path in files:
        score, views, conflicts = run(trellis, path)
        if not conflicts:
            continue
        for c in conflicts:
            victim = int(c["victim"])
            c["tries"] = [score if j == victim else run(trellis, path, (c["k"], j))[0]
                          for j in range(len(c["members"]))]
            best = max(c["tries"])
            bests = [j for j, t in enumerate(c["tries"]) if t == best]
            c["status"] = "wrong" if c["tries"][victim] < best else ("unique" if len(bests) == 1 else "tied")
            c["evident"] = bests
            counts[c["status"]] += 1
            print("%-70s k=%d n=%-2d %-6s rule breaks %d, frames say %s" % (
                os.path.basename(path)[-70:], c["k"], len(c["members"]), c["status"], victim, bests), flush=True)
        records.append({"file": path, "matched": score[0], "views": views, "conflicts": conflicts})
    print("conflicts where the rule's victim is the only best:", counts["unique"],
          "| one of several best:", counts["tied"], "| not the best:", counts["wrong"])
    with open(out, "w") as f:
        json.dump(records, f, indent=1)


if __name__ == "__main__":
    main()
