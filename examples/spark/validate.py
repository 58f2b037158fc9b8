"""Validate a puzzle file on Apache Spark with the sudoku-wasm CLI as the mapper.

    spark-submit examples/spark/validate.py INPUT OUTPUT [--cli "npx sudoku-wasm"] [--partitions N]
    python3 examples/spark/validate.py INPUT OUTPUT --master "local[2]"

Each partition of INPUT's lines is piped through `sudoku-wasm validate --json --threads 1`
(RDD.pipe: the CLI reads the partition on stdin and writes one verdict per puzzle line, in
order). Blank and `#` lines are dropped first, so every line sent gets exactly one verdict and
the verdicts can be zipped back onto their lines (RDD.zip needs the same count per partition,
which the CLI guarantees). OUTPUT gets one tab-separated line per puzzle line of INPUT:

    LINE<TAB>STATUS<TAB>JSON

where LINE is the 1-based line number in INPUT (blank and comment lines counted, as the CLI
counts them) and JSON the CLI's verdict, its line numbers (which count within the partition)
replaced by LINE. Every
executor needs Node 20+ and the package (`npm i -g sudoku-wasm`, or --cli pointing at a
checkout's `node /path/to/dist/cli.js`). `--threads 1` because Spark already runs one task per
core.
"""

import argparse
import json
import re
import shlex

from pyspark.sql import SparkSession


def is_puzzle_line(text):
    """The lines the CLI answers: not blank, not starting with '#' (after whitespace)."""
    stripped = text.strip()
    return stripped != "" and not stripped.startswith("#")


def with_line_number(pair):
    """(text, 0-based index) -> (1-based line number, text)."""
    text, index = pair
    return index + 1, text


def merge(pair):
    """((line, text), verdict JSON from the CLI) -> output line."""
    (line, _text), verdict_json = pair
    verdict = json.loads(verdict_json)
    verdict["line"] = line
    error = verdict.get("error")
    if error:  # the CLI numbered the lines of its partition: say the line of the input instead
        error["line"] = line
        error["message"] = re.sub(r"^line \d+", "line %d" % line, error["message"])
    return "%d\t%s\t%s" % (line, verdict["status"], json.dumps(verdict, separators=(",", ":")))


def validate(spark, input_path, output_path, cli, partitions=None):
    """Writes the verdict of every puzzle line of input_path to output_path; returns the count."""
    lines = spark.sparkContext.textFile(input_path, minPartitions=partitions or 2)
    puzzles = lines.zipWithIndex().map(with_line_number).filter(lambda p: is_puzzle_line(p[1]))
    command = shlex.split(cli) + ["validate", "--json", "--threads", "1"]
    # pipe() sends one element per line: the text only, so the CLI sees the puzzle lines in order
    verdicts = puzzles.map(lambda p: p[1]).pipe(command)
    results = puzzles.zip(verdicts).map(merge)
    results.saveAsTextFile(output_path)
    return results.count()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("input")
    parser.add_argument("output", help="a directory Spark creates (part-00000, ...)")
    parser.add_argument("--cli", default="sudoku-wasm", help='how executors start the CLI (default "sudoku-wasm")')
    parser.add_argument("--partitions", type=int, default=None)
    parser.add_argument("--master", default=None, help='e.g. "local[2]" (default: spark-submit decides)')
    args = parser.parse_args()
    builder = SparkSession.builder.appName("sudoku-wasm validate")
    if args.master:
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    try:
        n = validate(spark, args.input, args.output, args.cli, args.partitions)
        print("validated %d puzzle lines into %s" % (n, args.output))
    finally:
        spark.stop()


if __name__ == "__main__":
    main()
