#!/usr/bin/env bash
# What a user gets from `solve FILE`, `count FILE` and `check FILE`, as whole processes
# (/usr/bin/time: wall seconds and peak resident memory), side by side with the `sudoku`
# crate's harness (../shared/peers/rsudoku, which reads the whole file, solves, prints) on
# the same big files: ROUNDS rounds (default 5), each running every command once back to
# back, so that all meet the machine in the same state; then the medians, the time to the
# first output line on the biggest file, and peak memory at 10⁵, 10⁶ and (with BIG=1)
# 10⁷ puzzles.
#
# Files (from ../shared/puzzles, comments dropped, repeated): 17_clue ×20 (983,160),
# top1465 ×68 (99,620), forum_hardest_1106 ×267 (100,125).
#
# Usage: benches/whole_process.sh [ROUNDS]   (from the repository, with ../shared beside it)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
# shellcheck source=benches/peer.sh
. benches/peer.sh

# Set name and how often it is repeated.
sets=(17_clue:20 top1465:68 forum_hardest_1106:267)
for entry in "${sets[@]}"; do
  name=${entry%%:*}
  grep -v '^#' "$shared/puzzles/$name.txt" >"$work/once.txt"
  for _ in $(seq "${entry##*:}"); do cat "$work/once.txt"; done >"$work/$name.txt"
  "$ours" solve "$work/$name.txt" >"$work/$name.solved"
done

# timed LABEL COMMAND...: one run, as "LABEL wall-seconds peak-kB".
timed() {
  local label=$1
  shift
  /usr/bin/time -f "$label %e %M" "$@" 2>&1 >/dev/null | tail -n 1
}

echo "# round set command wall-s peak-kB"
for round in $(seq "$rounds"); do
  for entry in "${sets[@]}"; do
    name=${entry%%:*}
    f=$work/$name.txt
    {
      timed peer-solve sh -c "exec '$peer' <'$f'"
      timed solve-1 "$ours" solve --jobs 1 "$f"
      timed solve-2 "$ours" solve --jobs 2 "$f"
      timed peer-unique sh -c "UNIQUE=1 exec '$peer' <'$f'"
      timed count-1 "$ours" count --jobs 1 "$f"
      timed count-2 "$ours" count --jobs 2 "$f"
      timed check-1 "$ours" check --quiet --jobs 1 "$work/$name.solved"
      timed check-2 "$ours" check --quiet --jobs 2 "$work/$name.solved"
    } | sed "s/^/$round $name /"
  done
done | tee "$work/rounds.txt"

echo "# medians: set command wall-s peak-kB puzzles/s"
for entry in "${sets[@]}"; do
  name=${entry%%:*}
  puzzles=$(wc -l <"$work/$name.txt")
  for command in peer-solve solve-1 solve-2 peer-unique count-1 count-2 check-1 check-2; do
    wall=$(awk -v s="$name" -v c="$command" '$2 == s && $3 == c { print $4 }' "$work/rounds.txt" | median)
    peak=$(awk -v s="$name" -v c="$command" '$2 == s && $3 == c { print $5 }' "$work/rounds.txt" | median)
    echo "$name $command $wall $peak $(awk -v n="$puzzles" -v w="$wall" 'BEGIN { printf "%.0f", n / w }')"
  done
done

echo "# time to the first output line, solve --jobs 1, 17_clue ×20"
python3 - "$ours" "$work/17_clue.txt" <<'EOF'
import subprocess, sys, time
start = time.monotonic()
child = subprocess.Popen([sys.argv[1], "solve", "--jobs", "1", sys.argv[2]], stdout=subprocess.PIPE)
child.stdout.readline()
print(f"{(time.monotonic() - start) * 1e3:.1f} ms")
child.kill()
EOF

echo "# peak memory of solve --jobs 2 by input size"
grep -v '^#' "$shared/puzzles/17_clue.txt" >"$work/once.txt"
sizes=(100000 1000000)
[ "${BIG:-0}" = 1 ] && sizes+=(10000000)
for size in "${sizes[@]}"; do
  python3 -c 'import sys
lines = open(sys.argv[1]).readlines()
sys.stdout.writelines(lines[i % len(lines)] for i in range(int(sys.argv[2])))' \
    "$work/once.txt" "$size" >"$work/sized.txt"
  timed "$size" "$ours" solve --jobs 2 "$work/sized.txt"
  rm "$work/sized.txt"
done
