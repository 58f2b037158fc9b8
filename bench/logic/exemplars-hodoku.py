"""What HoDoKu 2.2.0 itself says of each exemplar of ../shared/reglib/exemplars-1.0.txt.

Writes bench/logic/exemplars-hodoku.tsv, read by `node bench/logic.mjs --only exemplars`: one line per
exemplar, by its position in the file (the puzzles themselves stay in ../shared), with the code of
its section, HoDoKu's hardest step (the step with the highest level, then the highest base score,
first on ties: the rule of ../shared/hodoku/README.md), its level and score.

The exemplar's own comment (`s fbf2(1) s`) is not HoDoKu 2.2.0's default path: on 0310 exemplar 4, for
example, HoDoKu 2.2.0 takes a Turbot Fish (order 3120) before any Finned X-Wing (4100). So the
reference is HoDoKu's default solve, made with `hodoku-py` 0.2.1 (PyPI), a port that states
"exact same solution path and score" as HoDoKu 2.2.0. Checked here against HoDoKu 2.2.0's own
output (../shared/hodoku): same level and score on the first 300 solved lines of
17_clue_first2000.tsv and the first 60 of magictour_top1465.tsv (see bench/RESULTS.md).
It is run as a program only; none of its code is used in this project.

    python3 -m venv /tmp/hodoku-py && /tmp/hodoku-py/bin/pip install hodoku-py==0.2.1
    /tmp/hodoku-py/bin/python bench/logic/exemplars-hodoku.py [SECONDS]

Sections of techniques we do not implement (mutant and Franken jellyfish, kraken fish, ...) are
skipped; a puzzle HoDoKu does not finish within SECONDS (default 120) is written as `timeout`.
"""
import os
import re
import signal
import sys

from hodoku.api import Solver
from hodoku.config import SolverConfig
from hodoku.core.types import SolutionType

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, '..', '..', '..', 'shared', 'reglib', 'exemplars-1.0.txt')
OUT = os.path.join(HERE, 'exemplars-hodoku.tsv')
# sections without a technique of ours (their rows in the bench table carry counts only)
SKIP = {'0120', '0332', '0342', '0350', '0351', '0352', '0360', '0361', '0362', '0363', '0364',
        '0370', '0501', '0502', '0503', '0507', '0620', '0700', '0704', '0705'}


class TimedOut(Exception):
    pass


def on_alarm(*_):
    raise TimedOut()


def hardest(steps, config):
    """The step type with the highest level, then base score; the first one on ties."""
    best = None
    for step in steps:
        c = config[step.type]
        key = (c.level.value, c.base_score)
        if best is None or key > best[0]:
            best = (key, step.type.value)
    return best[1]


def main():
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 120
    config = SolverConfig().step_config
    solver = Solver()
    signal.signal(signal.SIGALRM, on_alarm)
    text = open(SOURCE, encoding='utf-16').read()
    code = None
    index = 0
    with open(OUT, 'w', encoding='utf-8') as out:
        out.write('# HoDoKu 2.2.0 default solve (via hodoku-py 0.2.1) of exemplars-1.0.txt; written by exemplars-hodoku.py\n')
        out.write('# columns: index (the exemplar\'s position in the file, from 0), section code, hardest step, level, score\n')
        for line in text.splitlines():
            line = line.strip()
            header = re.match(r'^#(\d{4,5}): ', line)
            if header:
                code = header.group(1)
                continue
            exemplar = re.match(r'^([0-9.]{81})\s*#', line)
            if not exemplar or code is None:
                continue
            index += 1
            if code in SKIP:
                continue
            signal.alarm(seconds)
            try:
                result = solver.solve(exemplar.group(1))
                row = [hardest(result.steps, config), result.level.name.capitalize(), str(result.score)]
            except TimedOut:
                row = ['timeout', '', '']
            finally:
                signal.alarm(0)
            out.write('\t'.join([str(index - 1), code] + row) + '\n')
            out.flush()


if __name__ == '__main__':
    main()
