#!/usr/bin/env python3
"""Composes `make bench`'s tables (docs/PERFORMANCE.md).

In-process figures come from package-benchmark's export
(`--format histogramPercentiles`: one TSV of percentiles per benchmark and
metric) and the note each figure's benchmark wrote (STRESS/notes/NAME.json:
its section, title, baseline benchmark, operations per iteration and
target). Whole-process figures are timed here with hyperfine, each command
beside its baseline command in the same hyperfine run. Every figure is the
p50 (median), printed beside its baseline's p50, the ratio and the target.

usage: bench_report.py --stress DIR --results DIR --markdown FILE
                       [--taplab EXE] [--gallery DIR] [--runs N] [--no-process]
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

CPU_NOTES = {}
SECTIONS = ["Hit testing", "Touch pipeline", "Rendering one frame", "Loading a layout", "Whole process", "Memory"]
# The metric each unit is read from: the thread's CPU time per iteration
# (TimedBenchmark) or package-benchmark's peak resident memory.
METRIC = {"seconds": "threadCPU", "perSecond": "threadCPU", "bytes": "peakMemoryResident"}


def plain(v):
    """Three significant digits, as before."""
    if v >= 100:
        return "%.0f" % v
    if v >= 10:
        return "%.1f" % v
    return "%.2f" % v


def grouped(v):
    return "{:,}".format(int(round(v)))


def fmt(v, unit):
    if v is None or v != v:
        return "n/a"
    if unit == "seconds":
        if v < 1e-6:
            return "%s ns" % plain(v * 1e9)
        if v < 1e-3:
            return "%s us" % plain(v * 1e6)
        if v < 1:
            return "%s ms" % plain(v * 1e3)
        return "%s s" % plain(v)
    if unit == "perSecond":
        return "%s /s" % grouped(v)
    return "%s MB" % plain(v / 1048576)


def p50(results, name, metric):
    """The median of benchmark `name`'s metric, in its raw unit (ns, bytes)."""
    files = glob.glob(os.path.join(results, "*.%s.%s.histogram.percentiles.tsv" % (name, metric)))
    if not files:
        return None
    with open(files[0]) as f:
        for line in f:
            cells = line.rstrip("\n").split("\t")
            if cells[0] == "50":
                return float(cells[1])
    return None


class Figure:
    def __init__(self, section, order, title, value, unit, baseline, baseline_title, target=None, note=None):
        self.section, self.order, self.title = section, order, title
        self.value, self.unit, self.baseline, self.baseline_title = value, unit, baseline, baseline_title
        self.target, self.note = target, note

    @property
    def ratio(self):
        if self.value is None or not self.baseline:
            return None
        return self.value / self.baseline

    @property
    def verdict(self):
        if not self.target:
            return None
        kind, limit = next(iter(self.target.items()))
        limit = limit["_0"] if isinstance(limit, dict) else limit
        if self.value is None:
            return False
        if kind == "atMost":
            return self.value <= limit
        if kind == "atLeast":
            return self.value >= limit
        return self.ratio is not None and self.ratio <= limit

    @property
    def target_text(self):
        if not self.target:
            return ""
        kind, limit = next(iter(self.target.items()))
        limit = limit["_0"] if isinstance(limit, dict) else limit
        if kind == "ratioAtMost":
            return "≤ %sx" % plain(limit)
        return ("≤ " if kind == "atMost" else "≥ ") + fmt(limit, self.unit)

    def row(self):
        base = "%s — %s" % (fmt(self.baseline, self.unit), self.baseline_title) if self.baseline is not None else self.baseline_title
        ratio = "%sx" % plain(self.ratio) if self.ratio is not None else ""
        verdict = {None: "", True: "met", False: "**missed**"}[self.verdict]
        name = "%s (%s)" % (self.title, self.note) if self.note else self.title
        return "| %s | %s | %s | %s | %s | %s |" % (name, fmt(self.value, self.unit), base, ratio, self.target_text, verdict)


def in_process(stress, results):
    figures = []
    for path in sorted(glob.glob(os.path.join(stress, "notes", "*.json"))):
        name = os.path.basename(path)[:-5]
        with open(path) as f:
            note = json.load(f)
        unit, per = note["unit"], note.get("per", 1)
        metric = METRIC[unit]
        value, baseline = p50(results, name, metric), p50(results, note["baseline"], metric)
        if value is None:
            continue

        def scaled(raw):
            if raw is None:
                return None
            if unit == "seconds":
                return raw / 1e9 / per
            if unit == "perSecond":
                return per / (raw / 1e9)
            return raw

        extra = note.get("note")
        mallocs = p50(results, name, "mallocCountTotal") if unit == "bytes" else None
        if mallocs is not None:
            # package-benchmark's malloc interposer puts a 16-byte header on each.
            extra = "%s mallocs" % grouped(mallocs)
        figures.append(Figure(note["section"], note["order"], note["title"], scaled(value), unit, scaled(baseline),
                              note["baselineTitle"], note.get("target"), extra))
    return figures


def hyperfine(runs, commands, env=None):
    """Medians (seconds) of `commands`, run by hyperfine in turn; None when
    one fails. The first command's mean CPU time (user + system) goes to
    CPU_NOTES: wall time on a busy machine also counts the waits for a core."""
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        args = ["hyperfine", "-N", "--warmup", "1", "--runs", str(runs), "--export-json", out.name, "--"] + commands
        done = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, text=True)
        if done.returncode != 0:
            print("hyperfine failed: %s" % done.stderr.strip().splitlines()[-1:], file=sys.stderr)
            return None
        with open(out.name) as f:
            results = json.load(f)["results"]
        CPU_NOTES[commands[0]] = results[0]["user"] + results[0]["system"]
        return [r["median"] for r in results]


def cpu(command, note=None):
    """`note` with the command's CPU time (user + system) beside it."""
    if command not in CPU_NOTES:
        return note
    text = "CPU %s" % fmt(CPU_NOTES[command], "seconds")
    return "%s; %s" % (note, text) if note else text


def whole_process(taplab, gallery, stress, runs):
    section, figures = "Whole process", []
    shot_png = os.path.join(tempfile.gettempdir(), "taplab-bench-%d.png" % os.getpid())
    help_cmd = "%s --help" % taplab
    layouts = sorted(glob.glob(os.path.join(gallery, "*.yaml")))
    pairs = []
    for layout in layouts:
        command = "%s shot %s -o %s" % (taplab, layout, shot_png)
        medians = hyperfine(max(3, runs // 2), [command, help_cmd])
        if medians:
            pairs.append((layout, medians[0], medians[1], CPU_NOTES[command]))
    if pairs:
        shots = sorted(p[1] for p in pairs)
        bases = sorted(p[2] for p in pairs)
        worst = max(pairs, key=lambda p: p[1])
        figures.append(Figure(section, 0, "taplab shot, median over %d gallery layouts" % len(pairs), median(shots),
                              "seconds", median(bases), "taplab --help (start-up)", {"atMost": 0.15},
                              "default --scale 2; CPU %s" % fmt(median([p[3] for p in pairs]), "seconds")))
        figures.append(Figure(section, 1, "taplab shot, slowest gallery layout", worst[1], "seconds", worst[2],
                              "taplab --help", {"atMost": 0.15},
                              "%s; CPU %s" % (os.path.basename(worst[0]), fmt(worst[3], "seconds"))))
    if layouts:
        first = layouts[0]
        command = "%s shot %s -o %s --overlay all --tap 200,300" % (taplab, first, shot_png)
        m = hyperfine(runs, [command, help_cmd])
        if m:
            figures.append(Figure(section, 2, "taplab shot --overlay all --tap", m[0], "seconds", m[1], "taplab --help",
                                  {"atMost": 0.15}, cpu(command, os.path.basename(first))))
    taps = os.path.join(stress, "balanced-10k-taps.yaml")
    command = "%s replay %s" % (taplab, taps)
    m = hyperfine(max(3, runs // 2), [command, "%s check %s" % (taplab, taps)])
    if m:
        figures.append(Figure(section, 3, "taplab replay, balanced 10k, 1,000 taps (8,000+ log lines)", m[0], "seconds",
                              m[1], "taplab check of the same file (start-up + load)", note=cpu(command)))
    dump = os.path.join(stress, "balanced-5k-dump.txt")
    command = "%s trace %s --at 200,300 --json" % (taplab, dump)
    m = hyperfine(runs, [command, "cat %s" % dump])
    if m:
        figures.append(Figure(section, 4, "taplab trace DUMP --at --json, 5,000-view recursiveDescription", m[0],
                              "seconds", m[1], "cat of the same file (start-up + read)", {"atMost": 0.15}, cpu(command)))
    # Issue 29: a 50,000-view dump loaded and traced whole, beside reading it.
    huge = os.path.join(stress, "balanced-50k-dump.txt")
    command = "%s trace %s --at 200,300 --json" % (taplab, huge)
    m = hyperfine(max(3, runs // 2), [command, "cat %s" % huge])
    if m:
        figures.append(Figure(section, 4.05, "taplab trace DUMP --at --json, 50,000-view recursiveDescription", m[0],
                              "seconds", m[1], "cat of the same file (start-up + read)", {"atMost": 0.25}, cpu(command)))
    # --why past hit testing plays the tap and reads its log; --stack asks
    # every view under the point. Both beside the plain trace of the same dump.
    why_id = last_view_id(dump)
    if why_id:
        why = "%s trace %s --at 200,300 --why %s --json" % (taplab, dump, why_id)
        m = hyperfine(runs, [why, command])
        if m:
            figures.append(Figure(section, 4.1, "taplab trace DUMP --at --why ID --json, 5,000-view dump", m[0],
                                  "seconds", m[1], "the plain trace --json of the same dump", {"atMost": 0.15}, cpu(why)))
    stack = "%s trace %s --at 200,300 --stack --json" % (taplab, dump)
    m = hyperfine(runs, [stack, command])
    if m:
        figures.append(Figure(section, 4.2, "taplab trace DUMP --at --stack --json, 5,000-view dump", m[0],
                              "seconds", m[1], "the plain trace --json of the same dump", {"atMost": 0.15}, cpu(stack)))
    # Each figure of a 1,000-view dump, beside the plain trace of the same dump (issue 27: under 1 s each).
    small = os.path.join(stress, "balanced-1k-dump.txt")
    figure_pdf = os.path.join(tempfile.gettempdir(), "taplab-bench-%d.pdf" % os.getpid())
    small_trace = "%s trace %s --at 200,300 --json" % (taplab, small)
    for i, kind in enumerate(["tree", "flow", "chain", "states"]):
        command = "%s figure %s %s --tap 200,300 -o %s --force" % (taplab, kind, small, figure_pdf)
        m = hyperfine(max(3, runs // 2), [command, small_trace])
        if m:
            figures.append(Figure(section, 5 + i / 10, "taplab figure %s DUMP --tap -o PDF, 1,000-view dump" % kind, m[0],
                                  "seconds", m[1], "the plain trace --json of the same dump", {"atMost": 1.0}, cpu(command)))
    if os.path.exists(figure_pdf):
        os.remove(figure_pdf)
    if layouts:
        figures.append(window_first_frame(taplab, layouts[0], help_cmd, runs))
    if os.path.exists(shot_png):
        os.remove(shot_png)
    return figures


def last_view_id(dump):
    """SPEC 9's id of the last view a recursiveDescription prints (`Class-0xADDR`)."""
    last = None
    try:
        with open(dump, encoding="utf-8") as f:
            for line in f:
                m = re.search(r"<([A-Za-z_][\w.]*): (0x[0-9a-fA-F]+);", line)
                if m and "(layer)" not in line:
                    last = "%s-%s" % (m.group(1).split(".")[-1], m.group(2))
    except OSError:
        return None
    return last


def window_first_frame(taplab, layout, help_cmd, runs):
    """`taplab run FILE --exit-after 0.001` on a private Xvfb display: the
    window opens, draws its first frame and closes at the next turn of its loop."""
    title, target = "taplab run --exit-after 0.001 (window to first frame)", {"atMost": 0.3}
    xvfb = shutil.which("Xvfb")
    if not xvfb:
        return Figure("Whole process", 5, title, None, "seconds", None, "not measured: Xvfb is not installed (make deps)", target)
    display = ":%d" % (90 + os.getpid() % 9)
    server = subprocess.Popen([xvfb, display, "-screen", "0", "1600x1200x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        socket = "/tmp/.X11-unix/X%s" % display[1:]
        for _ in range(100):
            if os.path.exists(socket):
                break
            time.sleep(0.05)
        env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy")
        command = "%s run %s --exit-after 0.001" % (taplab, layout)
        m = hyperfine(runs, [command, help_cmd], env=env)
    finally:
        server.terminate()
        server.wait()
    if not m:
        return Figure("Whole process", 5, title, None, "seconds", None,
                      "not measured: `taplab run --exit-after 0.001` failed under Xvfb", target)
    return Figure("Whole process", 5, title, m[0], "seconds", m[1], "taplab --help", target,
                  cpu(command, "Xvfb, " + os.path.basename(layout)))


def median(values):
    s = sorted(values)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def machine():
    cpu = "unknown CPU"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    with open("/proc/meminfo") as f:
        memory = int(f.readline().split()[1]) / 1048576
    return "%s, %d cores, %.0f GiB, software renderer" % (cpu, os.cpu_count(), memory)


def load_average():
    with open("/proc/loadavg") as f:
        return f.read().split()[0]


def markdown(figures):
    out = ""
    for section in SECTIONS:
        rows = sorted((f for f in figures if f.section == section), key=lambda f: f.order)
        if not rows:
            continue
        out += "\n### %s\n\n" % section
        out += "| Figure | Median | Baseline (same run) | Ratio | Target | |\n"
        out += "|---|---:|---|---:|---:|---|\n"
        out += "".join(f.row() + "\n" for f in rows)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stress", required=True)
    parser.add_argument("--results", required=True)
    parser.add_argument("--markdown", required=True)
    parser.add_argument("--taplab", default=".build/release/taplab")
    parser.add_argument("--gallery", default="Layouts")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--no-process", action="store_true", help="skip the whole-process figures")
    parser.add_argument("--load-at-start", default=None, help="the load average when the run began")
    args = parser.parse_args()

    start = time.time()
    header = "Machine: %s, load average %s at start" % (machine(), args.load_at_start or load_average())
    figures = in_process(args.stress, args.results)
    if not args.no_process:
        figures += whole_process(args.taplab, args.gallery, args.stress, args.runs)
    table = markdown(figures)
    missed = [f for f in figures if f.verdict is False]
    print(header)
    print(table)
    print("Every target met." if not missed else
          "Targets missed: " + "; ".join("%s: %s" % (f.section, f.title) for f in missed))
    print("whole-process figures took %.0f s" % (time.time() - start))
    with open(args.markdown, "w") as f:
        f.write("<!-- Written by make bench (Benchmarks/Report/bench_report.py) -->\n%s\n%s" % (header, table))


if __name__ == "__main__":
    main()
