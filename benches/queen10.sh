#!/usr/bin/env bash
# queen10_10 (χ 11) over seeds: `sudograph colour --seed N` on tests/data/dimacs/queen10_10.col,
# one process per seed, one thread. Almost all of each run is the proof that 10 colours do
# not suffice, so this is the exact search's guard: run it before and after every change to
# the schedule (crates/sudograph-colour/src/schedule.rs, config.rs) or to an engine.
#
# With TIMEOUT=S, each run gets `--timeout S`: a bounded search, which takes another path
# through the chromatic search (from both ends; the Python binding's path when given a
# timeout) and must settle χ in the same search nodes as the unbounded one.
#
# Prints per seed the CPU (user) and wall time, the search nodes and the chromatic number,
# then the median and range of each time. CPU time is the figure to compare on a shared
# machine; with BIN2, the seeds run on both binaries in turn (A B A B …) so that both meet
# the machine in the same state, and each line gives both.
#
# Usage: benches/queen10.sh [SEEDS…]   (default 0–9; from the repository)
#        BIN=path/to/sudograph BIN2=path/to/other TIMEOUT=600 benches/queen10.sh 0 1 2
set -euo pipefail
cd "$(dirname "$0")/.."
graph=tests/data/dimacs/queen10_10.col
bin=${BIN:-target/release/sudograph}
[ -n "${BIN:-}" ] || cargo build --release --quiet
seeds=("$@")
[ ${#seeds[@]} -gt 0 ] || seeds=(0 1 2 3 4 5 6 7 8 9)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One run of binary $1 with seed $2: "user wall nodes chi".
run() {
  /usr/bin/time -f '%U %e' -o "$work/time" "$1" colour ${TIMEOUT:+--timeout "$TIMEOUT"} --seed "$2" "$graph" >"$work/out"
  # The summary: "…; chromatic number 11 (24160.326 ms, 4247145 search nodes)".
  chi=$(sed -nE 's/.*chromatic number ([0-9]+).*/\1/p' "$work/out")
  nodes=$(sed -nE 's/.*, ([0-9]+) search nodes.*/\1/p' "$work/out")
  # The last line: a first one says when the search gave up (exit status 3).
  echo "$(tail -n 1 "$work/time") $nodes $chi"
}

# The median of the numbers on standard input, one per line.
median() {
  sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# The range of the numbers on standard input: "min–max".
range() {
  sort -g | awk 'NR == 1 { low = $1 } END { print low "–" $1 }'
}

bins=("$bin")
[ -z "${BIN2:-}" ] || bins+=("$BIN2")
echo "# $(uptime | sed 's/.*load/load/')"
echo "# seed  then per binary: user s, wall s, search nodes, χ   (${bins[*]})"
for seed in "${seeds[@]}"; do
  line="$seed"
  for i in "${!bins[@]}"; do
    result=$(run "${bins[$i]}" "$seed")
    echo "$result" >>"$work/runs.$i"
    line="$line   $result"
  done
  echo "$line"
done
for i in "${!bins[@]}"; do
  runs=$work/runs.$i
  echo "${bins[$i]}: user median $(cut -d' ' -f1 "$runs" | median) s ($(cut -d' ' -f1 "$runs" | range) s)," \
    "wall median $(cut -d' ' -f2 "$runs" | median) s ($(cut -d' ' -f2 "$runs" | range) s)"
done
echo "# $(uptime | sed 's/.*load/load/')"
