"""One measurement of pencilmark (PyPI, MIT, C++ core via pybind11) for bench/variants.mjs.

Owns: reading a job (JSON on stdin), counting each puzzle to 2 with pencilmark, timing it, and
streaming the answers in the protocol of ../worker.mjs (one line per puzzle, `@@P {json}`, then
`@@RESULT {json}`). Does not own: checking answers or reporting (the runner does both).

Input: the puzzle's f-puzzles JSON text, which pencilmark reads itself. Timed, per puzzle: its
own parse and set-up (`json.loads`, `sources.fpuzzles.translate`, `Puzzle.finalize`) and its
exhaustive C++ search stopping at the second solution (`cbackend.brute_solve(limit=2)`, what
`pencilmark.solve` runs first, with no node limit so every answer is exact). pencilmark does not
report guesses. A puzzle it cannot translate (a rule it refuses) is `unsupported`, not a failure.

Clocks: `time.process_time()` (CPU time of this process: the machine is shared) and
`time.perf_counter()` (wall).
"""
import json
import sys
import time

import pencilmark
from pencilmark import cbackend
from pencilmark.sources import fpuzzles
from pencilmark.sources import _fpuz_translate  # noqa: F401  (imported lazily by translate: load it before timing)


def count(text):
    fp = json.loads(text)
    puzzle, _info = fpuzzles.translate(fp, fetch=False)
    puzzle.finalize()
    sols = cbackend.brute_solve(puzzle, limit=2, node_limit=2**62)
    solution = "".join(str(d) for d in sols[0]) if sols else None
    return min(len(sols), 2), solution


def emit(mark, obj):
    sys.stdout.write(mark + json.dumps(obj) + "\n")
    sys.stdout.flush()


def main():
    job = json.load(sys.stdin)
    texts = job["fpuzzles"]
    indices = job["indices"]
    seconds = job["seconds"]
    max_passes = job["maxPasses"]
    started = time.perf_counter()
    supported = []
    for i in indices:
        try:
            c0, w0 = time.process_time(), time.perf_counter()
            n, solution = count(texts[i])
            cpu, wall = time.process_time() - c0, time.perf_counter() - w0
        except Exception as e:  # pencilmark refuses the rule: UnsupportedPuzzle / NotSupportedError
            name = type(e).__name__
            if "Unsupported" in name or "NotSupported" in name:
                emit("@@P ", {"i": i, "pass": 0, "unsupported": f"{name}: {str(e)[:160]}"})
                continue
            raise
        emit("@@P ", {"i": i, "pass": 0, "count": n, "solution": solution, "cpu": cpu * 1e3, "wall": wall * 1e3})
        supported.append(i)
        if job["sample"] and time.perf_counter() - started > seconds:
            break
    passes = 1
    first = time.perf_counter() - started
    while passes < max_passes and supported and (time.perf_counter() - started) + first <= seconds:
        for i in supported:
            c0, w0 = time.process_time(), time.perf_counter()
            n, _ = count(texts[i])
            cpu, wall = time.process_time() - c0, time.perf_counter() - w0
            emit("@@P ", {"i": i, "pass": passes, "count": n, "cpu": cpu * 1e3, "wall": wall * 1e3})
        passes += 1
    emit("@@RESULT ", {"passes": passes, "version": pencilmark.__version__})


if __name__ == "__main__":
    main()
