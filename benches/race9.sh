#!/usr/bin/env bash
# The 9×9 race as users run it: `sudograph solve --jobs 1 FILE` as a whole process against
# the `sudoku` crate's harness (../shared/peers/rsudoku) and, when TDOKU names its runner
# (a program that reads puzzle lines on stdin and writes one solution line each), tdoku,
# on the same files: ROUNDS rounds (default 11), each running every solver once on every
# file, in an order that turns with the round, so that all meet the machine alike. Each
# solver's answers are checked once, line by line (the givens kept, every row, column and
# box a permutation); then the medians of wall time (/usr/bin/time), each over the
# fastest peer, and the start-up: the median of 200 runs of `echo PUZZLE | solver`.
#
# Files (from ../shared/puzzles, comments dropped, repeated): 17_clue ×20 (983,160), 17_clue
# (49,158), forum_hardest_1106 ×100 (37,500), top1465 ×68 (99,620).
#
# Usage: [TDOKU=runner] benches/race9.sh [ROUNDS]   (from the repository, ../shared beside it)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-11}
# shellcheck source=benches/peer.sh
. benches/peer.sh

solvers=(crate sudograph)
[ -n "${TDOKU:-}" ] && solvers=(crate tdoku sudograph)

# set_command SOLVER: `command`, the solver's process reading puzzles on stdin.
set_command() {
  case $1 in
    crate) command=("$peer") ;;
    tdoku) command=("$TDOKU") ;;
    sudograph) command=("$ours" solve --jobs 1) ;;
  esac
}

sets=(17_clue:20 17_clue:1 forum_hardest_1106:100 top1465:68)
for entry in "${sets[@]}"; do
  name=${entry%%:*}
  times=${entry##*:}
  grep -v '^#' "$shared/puzzles/$name.txt" | grep -E '^.{81}' >"$work/once.txt"
  for _ in $(seq "$times"); do cat "$work/once.txt"; done >"$work/$name-x$times.txt"
done

echo "# answers checked" >&2
for entry in "${sets[@]}"; do
  file=$work/${entry%%:*}-x${entry##*:}.txt
  for solver in "${solvers[@]}"; do
    set_command "$solver"
    "${command[@]}" <"$file" >"$work/answers.txt" 2>/dev/null
    python3 - "$file" "$work/answers.txt" "$solver" <<'EOF'
import sys
puzzles, answers, solver = open(sys.argv[1]), open(sys.argv[2]), sys.argv[3]
units = [[9 * r + c for c in range(9)] for r in range(9)]
units += [[9 * r + c for r in range(9)] for c in range(9)]
units += [[9 * (3 * (b // 3) + r) + 3 * (b % 3) + c for r in range(3) for c in range(3)] for b in range(9)]
digits = set("123456789")
count = 0
for number, (puzzle, answer) in enumerate(zip(puzzles, answers), 1):
    puzzle, answer = puzzle[:81], answer.strip()
    kept = len(answer) == 81 and all(p in ".0" or p == a for p, a in zip(puzzle, answer))
    if not kept or any({answer[i] for i in unit} != digits for unit in units):
        sys.exit(f"{solver}: line {number}: {answer!r} does not solve {puzzle!r}")
    count += 1
if count != sum(1 for _ in open(sys.argv[1])):
    sys.exit(f"{solver}: {count} answers")
EOF
  done
done

echo "# round set solver wall-s"
for round in $(seq "$rounds"); do
  for entry in "${sets[@]}"; do
    label=${entry%%:*}-x${entry##*:}
    # The order turns with the round: each solver goes first, second and last alike.
    n=${#solvers[@]}
    for i in $(seq 0 $((n - 1))); do
      solver=${solvers[$(((i + round) % n))]}
      set_command "$solver"
      /usr/bin/time -o "$work/time.txt" -f "%e" "${command[@]}" <"$work/$label.txt" >/dev/null 2>&1
      wall=$(cat "$work/time.txt")
      echo "$round $label $solver $wall"
    done
  done
done | tee "$work/rounds.txt"

echo "# medians: set solver wall-s over-fastest-peer"
for entry in "${sets[@]}"; do
  label=${entry%%:*}-x${entry##*:}
  best=
  for solver in "${solvers[@]}"; do
    m=$(awk -v s="$label" -v x="$solver" '$2 == s && $3 == x { print $4 }' "$work/rounds.txt" | median)
    echo "$solver $m" >>"$work/$label.medians"
    if [ "$solver" != sudograph ] && { [ -z "$best" ] || awk -v a="$m" -v b="$best" 'BEGIN { exit !(a < b) }'; }; then
      best=$m
    fi
  done
  while read -r solver m; do
    echo "$label $solver $m $(awk -v a="$m" -v b="$best" 'BEGIN { printf "%.3f", a / b }')"
  done <"$work/$label.medians"
done

echo "# start-up: median of 200 runs of echo PUZZLE | solver, ms"
puzzle=$(awk '!/^#/ { print substr($0, 1, 81); exit }' "$shared/puzzles/17_clue.txt")
for solver in "${solvers[@]}"; do
  set_command "$solver"
  # A user's command: `solve` with its default threads.
  [ "$solver" = sudograph ] && command=("$ours" solve)
  python3 - "$puzzle" "$solver" "${command[@]}" <<'EOF'
import statistics, subprocess, sys, time
puzzle, solver, command = sys.argv[1], sys.argv[2], sys.argv[3:]
spent = []
for _ in range(200):
    start = time.perf_counter()
    subprocess.run(command, input=(puzzle + "\n").encode(), stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=True)
    spent.append(time.perf_counter() - start)
print(f"{solver} {statistics.median(spent) * 1e3:.2f} ms (min {min(spent) * 1e3:.2f})")
EOF
done
