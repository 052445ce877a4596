#!/usr/bin/env bash
# Side-by-side 9×9 rates of sudograph and the `sudoku` crate (../shared/peers/rsudoku), one
# thread, as docs/performance.md's speed table gives them: ROUNDS rounds (default 15), each running the
# peer and then `sudograph bench` on the same set and mode back to back, so that both meet
# the machine in the same state; prints each round, then the medians per set and mode.
#
# The peer times one pass over its input, so it reads each file repeated until one pass
# lasts about as long as sudograph's timed rounds (≥ 0.3 s); short passes measure mostly
# a cold cache.
#
# With SEED, both solvers get each puzzle as a random equivalent one instead
# (benches/equivalent.py: digits relabelled, rows and columns shuffled, same difficulty),
# which shows how much a rate owes to the labelling of the published files.
#
# Usage: benches/side_by_side.sh [ROUNDS [SEED]]   (from the repository, with ../shared beside it)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-15}
seed=${2:-}
# shellcheck source=benches/peer.sh
. benches/peer.sh

# Set name and how often the peer reads it per pass.
sets=(17_clue:2 top1465:25 forum_hardest_1106:20)
mkdir "$work/once"
for entry in "${sets[@]}"; do
  name=${entry%%:*}
  if [ -n "$seed" ]; then
    python3 benches/equivalent.py "$seed" <"$shared/puzzles/$name.txt" >"$work/once/$name.txt"
  else
    grep -v '^#' "$shared/puzzles/$name.txt" >"$work/once/$name.txt"
  fi
  for _ in $(seq "${entry##*:}"); do cat "$work/once/$name.txt"; done >"$work/$name.txt"
done

echo "# round set mode peer/s sudograph/s ratio"
for round in $(seq "$rounds"); do
  for entry in "${sets[@]}"; do
    name=${entry%%:*}
    for mode in first unique; do
      # The peer proves uniqueness when UNIQUE is set at all, even empty.
      peer_env=()
      [ "$mode" = unique ] && peer_env=(UNIQUE=1)
      peer_rate=$(env "${peer_env[@]}" "$peer" <"$work/$name.txt" 2>&1 >/dev/null | awk '{print $(NF-1)}')
      our_rate=$("$ours" bench --jobs 1 --min-time 0.3 --mode "$mode" \
        "$work/once/$name.txt" | tail -n 1 | awk '{print $5}')
      echo "$round $name $mode $peer_rate $our_rate" \
        "$(awk -v a="$our_rate" -v b="$peer_rate" 'BEGIN {printf "%.3f", a / b}')"
    done
  done
done | tee "$work/rounds.txt"

# column SET MODE N: the median of column N over the rounds of SET in MODE.
column() {
  awk -v set="$1" -v mode="$2" -v c="$3" '$2 == set && $3 == mode { print $c }' \
    "$work/rounds.txt" | median
}

echo "# medians: set mode peer/s sudograph/s ratio"
for entry in "${sets[@]}"; do
  name=${entry%%:*}
  for mode in first unique; do
    echo "$name $mode $(column "$name" "$mode" 4) $(column "$name" "$mode" 5) $(column "$name" "$mode" 6)"
  done
done
