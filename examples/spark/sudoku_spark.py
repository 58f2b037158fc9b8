"""Run a sudoku-wasm line command (validate, solve or rate) over a puzzle file on Apache Spark.

    spark-submit examples/spark/sudoku_spark.py INPUT OUTPUT [--command validate|solve|rate]
        [--cli "sudoku-wasm"] [--partitions N]
    python3 examples/spark/sudoku_spark.py INPUT OUTPUT --master "local[2]" --cli "node dist/cli.js"

Each partition of INPUT's puzzle lines is piped through one `sudoku-wasm COMMAND --json
--threads 1 --lines` process (`--threads 1` because Spark already runs one task per core;
`--lines` because the CLI would read grids if a partition's first line looked like a grid row).
The CLI answers every line it reads with exactly one verdict, in order, so within a partition
the k-th verdict belongs to the k-th line sent: the verdicts are paired with their lines inside
the task (mapPartitions), never by a join across the cluster. Blank and `#` lines are dropped
first, by the CLI's rule, as the CLI would skip them.

OUTPUT (a directory Spark creates: part-00000, ...) gets one tab-separated line per puzzle
line of INPUT, in input order:

    LINE<TAB>STATUS<TAB>JSON

LINE is the 1-based line number in INPUT (blank and comment lines counted, as the CLI counts
them; INPUT is one file: a directory or a glob is read as its files one after the other, in the
order Spark lists them, numbered across them, and the output names no file) and JSON the CLI's verdict, with its line numbers (which the CLI counts within the
partition) replaced by LINE. A line that is not a puzzle is answered `invalid` with the CLI's
error code and message.

Every executor needs Node 20+ and the package: `npm i -g sudoku-wasm`, or --cli pointing at a
checkout's `node /path/to/dist/cli.js`. Tested on PySpark 3.5 with Java 17 (see .ci/run).
"""

import argparse
import json
import re
import shlex
import subprocess
import threading
import time
from collections import deque

from pyspark.sql import SparkSession

COMMANDS = ("validate", "solve", "rate")


# What the CLI skips before a line's content: ASCII whitespace, U+00A0 and U+FEFF (a byte-order
# mark inside the input, as in files concatenated). Not str.strip()'s set, which lacks U+FEFF
# and has more (U+3000, U+0085...): each way, a line one side skips and the other answers would
# pair every later verdict of the partition with the wrong line.
CLI_SPACE = " \t\n\v\f\r\u00a0\ufeff"


def is_puzzle_line(text):
    """The lines the CLI answers: not blank, not starting with '#' (after whitespace)."""
    stripped = text.lstrip(CLI_SPACE)
    return stripped != "" and not stripped.startswith("#")


def renumber(verdict_json, line):
    """The CLI's JSON verdict with its line numbers replaced by `line`, as an output line."""
    verdict = json.loads(verdict_json)
    verdict["line"] = line
    error = verdict.get("error")
    if error:  # the CLI numbered the lines of its partition: say the line of the input instead
        error["line"] = line
        error["message"] = re.sub(r"^line \d+", "line %d" % line, error["message"])
    return "%d\t%s\t%s" % (line, verdict["status"], json.dumps(verdict, separators=(",", ":")))


def run_cli(argv, numbered):
    """
    Pipes the texts of `numbered` ((line, text) pairs) through the CLI and yields one output
    line per pair, in order. A thread feeds the CLI's stdin while this one reads its stdout,
    so neither pipe can fill up and stall the other.
    """
    process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
    lines = deque()  # line numbers sent, not yet answered
    failure = []

    def feed():
        try:
            for line, text in numbered:
                lines.append(line)
                process.stdin.write(text.replace("\r", "") + "\n")
        except BrokenPipeError as error:  # the CLI died: reported below with its stderr
            failure.append(error)
        finally:
            try:
                process.stdin.close()
            except BrokenPipeError:
                pass

    feeder = threading.Thread(target=feed, daemon=True)
    feeder.start()
    answered = 0
    for verdict_json in process.stdout:
        # the feeder appends a line number before it writes that line, so it is there
        yield renumber(verdict_json, lines.popleft())
        answered += 1
    feeder.join()
    stderr = process.stderr.read()
    status = process.wait()
    if status != 0 or failure or lines:
        raise RuntimeError("%s exited with %s after %d verdicts, %d lines unanswered: %s" % (" ".join(argv), status, answered, len(lines), stderr.strip()))


def run(spark, input_path, output_path, cli, command="validate", partitions=None):
    """Writes the verdict of every puzzle line of input_path to output_path; returns the count."""
    if command not in COMMANDS:
        raise ValueError("expected command to be one of %s, got %r" % (", ".join(COMMANDS), command))
    argv = shlex.split(cli) + [command, "--json", "--threads", "1", "--lines"]
    lines = spark.sparkContext.textFile(input_path, minPartitions=partitions or 2)
    puzzles = lines.zipWithIndex().map(lambda pair: (pair[1] + 1, pair[0])).filter(lambda p: is_puzzle_line(p[1]))
    results = puzzles.mapPartitions(lambda numbered: run_cli(argv, numbered))
    results.cache()
    results.saveAsTextFile(output_path)
    count = results.count()
    results.unpersist()
    return count


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("input")
    parser.add_argument("output", help="a directory Spark creates (part-00000, ...)")
    parser.add_argument("--command", choices=COMMANDS, default="validate", help="the CLI command to run (default validate)")
    parser.add_argument("--cli", default="sudoku-wasm", help='how executors start the CLI (default "sudoku-wasm")')
    parser.add_argument("--partitions", type=int, default=None, help="at least this many partitions (default 2)")
    parser.add_argument("--master", default=None, help='e.g. "local[2]" (default: spark-submit decides)')
    args = parser.parse_args()
    builder = SparkSession.builder.appName("sudoku-wasm %s" % args.command)
    if args.master:
        builder = builder.master(args.master)
    if args.master and args.master.startswith("local"):
        # one machine: keep the driver on the loopback interface, and no web UI
        builder = builder.config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1").config("spark.ui.enabled", "false")
    spark = builder.getOrCreate()
    try:
        started = time.perf_counter()
        n = run(spark, args.input, args.output, args.cli, args.command, args.partitions)
        seconds = time.perf_counter() - started
        print("%s: %d puzzle lines into %s in %.2f s (%.0f lines/s, Spark session start not counted)" % (args.command, n, args.output, seconds, n / seconds))
    finally:
        spark.stop()


if __name__ == "__main__":
    main()
