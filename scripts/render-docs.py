#!/usr/bin/env python3
"""Renders a doc template: a line `!run ARGS [## SHELL-FILTER]` becomes a fenced
block showing `$ taplab ARGS [| FILTER]` and the real output of running it from
the repository root. `make docs` runs it for every template in docs/templates.

    scripts/render-docs.py docs/templates/WHY-NOT.tmpl.md docs/WHY-NOT.md
"""
import os
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
src, dst = sys.argv[1], sys.argv[2]
out = []
for line in open(src, encoding="utf-8"):
    if line.startswith("!run "):
        spec = line[5:].rstrip("\n")
        args, _, filt = spec.partition(" ## ")
        shown = "taplab " + args + (" | " + filt if filt else "")
        cmd = ".build/debug/taplab " + args + " 2>&1" + (" | " + filt if filt else "")
        # No locale: the quotes are the English text whatever the machine speaks.
        env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
        r = subprocess.run(cmd, shell=True, cwd=root, capture_output=True, text=True, env=env)
        out.append("```\n$ " + shown + "\n" + r.stdout.rstrip("\n") + "\n```\n")
    else:
        out.append(line)
open(dst, "w", encoding="utf-8").write("".join(out))
