#!/usr/bin/env python3
"""Every package module a target imports must be a direct dependency of that target.

Reachable through another dependency is not enough: SwiftPM builds it, but the import then
rests on an accident of the graph, and the manifest no longer says what a target needs.

Reads the manifest through `swift package dump-package` (so it must run where SwiftPM can
lock the package) and prints one line per target with an undeclared import. Exits 1 if any.

    Scripts/check-imports.py            # from the package root
"""
import json
import os
import re
import subprocess
import sys

# `import Layout`, `@testable import Layout`, `import struct Layout.View`: the module's name.
IMPORT = re.compile(r"^[ \t]*(?:@\w+[ \t]+)*import[ \t]+(?:(?:struct|class|enum|protocol|func|var|let|typealias)[ \t]+)?(\w+)", re.M)


def target_dir(target):
    if target.get("path"):
        return target["path"]
    root = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(root, target["name"])


def imports(directory):
    found = set()
    for base, _, files in os.walk(directory):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(base, name), encoding="utf-8") as file:
                    found.update(IMPORT.findall(file.read()))
    return found


def main():
    manifest = json.loads(subprocess.check_output(["swift", "package", "dump-package"], text=True))
    targets = manifest["targets"]
    modules = {target["name"] for target in targets}
    missing_total = 0
    for target in targets:
        declared = set()
        for dependency in target.get("dependencies", []):
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    declared.add(dependency[kind][0])
        used = imports(target_dir(target)) & modules
        missing = sorted(used - declared - {target["name"]})
        if missing:
            missing_total += len(missing)
            print(f"{target['name']}: imports {', '.join(missing)} without declaring it")
    print(f"{missing_total} undeclared import(s) of package modules")
    return 1 if missing_total else 0


if __name__ == "__main__":
    sys.exit(main())
