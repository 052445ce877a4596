#!/usr/bin/env bash
# Speed of `solve` and `count` under anti-knight and windoku against classic 9×9 puzzles of
# the same clue counts, each a whole process on one thread (/usr/bin/time: wall and user
# seconds, peak resident memory), ROUNDS rounds (default 3) of every command back to back,
# then the medians.
#
# The sets, N puzzles each (default 1000), all made by `generate` with a unique solution:
# - classic: `generate --seed 1 --count N`, minimal (no clue can go);
# - anti-knight and windoku at the classic counts: for each clue count c that k classic
#   puzzles have, k puzzles of `generate --variant V --clues c`. A variant's extra rule lets
#   its puzzles go below any classic puzzle (no classic 9×9 puzzle has fewer than 17 clues),
#   so they reach every classic count still unique and the counts match one for one; the
#   other way round is impossible. These variant puzzles are not minimal: they stop at c.
# - anti-knight and windoku minimal: `generate --variant V --count N`, at their own counts.
# Every solution is checked with `check` and every count must say unique.
#
# A thousand classic puzzles take about 4 ms, under the 10 ms resolution of /usr/bin/time,
# so each set is timed on its file repeated R times, R (from 1 to 100) chosen so that one
# solve of the repeated file takes about a second of user time; puzzles/s counts every
# repeat.
#
# Usage: benches/variants.sh [N] [ROUNDS]   (from the repository)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1000}
rounds=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo build --release --quiet
ours=$PWD/target/release/sudograph

# The median of the numbers on standard input, one per line.
median() {
  sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# Clue counts of a file of 81-character puzzles, one per line.
clues() {
  awk '{ print gsub(/[1-9]/, "") }' "$1"
}

echo "# making the sets ($n puzzles each)" >&2
"$ours" generate --seed 1 --count "$n" >"$work/classic.txt" 2>/dev/null
for variant in anti-knight windoku; do
  "$ours" generate --variant "$variant" --seed 1 --count "$n" \
    >"$work/$variant-minimal.txt" 2>/dev/null
  : >"$work/$variant.txt"
  clues "$work/classic.txt" | sort -n | uniq -c | while read -r k c; do
    # A seed range of its own for each count, so that no two puzzles share a complete grid.
    "$ours" generate --variant "$variant" --clues "$c" --seed $((c * 100000 + 1)) \
      --count "$k" >>"$work/$variant.txt" 2>/dev/null
  done
  if ! cmp -s <(clues "$work/classic.txt" | sort -n) <(clues "$work/$variant.txt" | sort -n); then
    echo "the $variant set's clue counts differ from the classic set's" >&2
    exit 1
  fi
done

# Set name and the --variant it is read with.
sets=(classic:classic anti-knight:anti-knight windoku:windoku
  anti-knight-minimal:anti-knight windoku-minimal:windoku)

echo "# set puzzles mean-clues: every solution checked, every count unique"
for entry in "${sets[@]}"; do
  name=${entry%%:*}
  variant=${entry##*:}
  f=$work/$name.txt
  "$ours" solve --variant "$variant" "$f" >"$work/$name.solved" 2>/dev/null
  if ! "$ours" check --quiet --variant "$variant" --puzzle "$f" "$work/$name.solved"; then
    echo "$name: a solution does not check" >&2
    exit 1
  fi
  unique=$("$ours" count --variant "$variant" "$f" 2>/dev/null | grep -c '(unique)' || true)
  if [ "$unique" != "$(wc -l <"$f")" ]; then
    echo "$name: $unique of $(wc -l <"$f") counted unique" >&2
    exit 1
  fi
  echo "$name $(wc -l <"$f") $(clues "$f" | awk '{ s += $1 } END { printf "%.1f", s / NR }')"
done

# timed LABEL COMMAND...: one run, as "LABEL wall-seconds user-seconds peak-kB".
timed() {
  local label=$1
  shift
  /usr/bin/time -f "$label %e %U %M" "$@" 2>&1 >/dev/null | tail -n 1
}

echo "# set repeats: the file each set is timed on"
for entry in "${sets[@]}"; do
  name=${entry%%:*}
  variant=${entry##*:}
  for _ in $(seq 10); do cat "$work/$name.txt"; done >"$work/ten.txt"
  user=$(timed x "$ours" solve --jobs 1 --variant "$variant" "$work/ten.txt" | cut -d' ' -f3)
  repeats=$(awk -v u="$user" 'BEGIN { r = int(10 / (u > 0.01 ? u : 0.01) + 0.5); print (r < 1 ? 1 : (r > 100 ? 100 : r)) }')
  for _ in $(seq "$repeats"); do cat "$work/$name.txt"; done >"$work/$name.timed"
  echo "$name $repeats"
done | tee "$work/repeats.txt"

echo "# round set command wall-s user-s peak-kB"
for round in $(seq "$rounds"); do
  for entry in "${sets[@]}"; do
    name=${entry%%:*}
    variant=${entry##*:}
    f=$work/$name.timed
    {
      timed solve "$ours" solve --jobs 1 --variant "$variant" "$f"
      timed count "$ours" count --jobs 1 --variant "$variant" "$f"
    } | sed "s/^/$round $name /"
  done
done | tee "$work/rounds.txt"

echo "# medians: set command wall-s user-s peak-kB puzzles/s-by-wall puzzles/s-by-user"
for entry in "${sets[@]}"; do
  name=${entry%%:*}
  puzzles=$(wc -l <"$work/$name.timed")
  for command in solve count; do
    pick() {
      awk -v s="$name" -v c="$command" -v i="$1" '$2 == s && $3 == c { print $i }' \
        "$work/rounds.txt" | median
    }
    wall=$(pick 4)
    user=$(pick 5)
    echo "$name $command $wall $user $(pick 6)" \
      "$(awk -v n="$puzzles" -v w="$wall" -v u="$user" 'BEGIN { printf "%.0f %.0f", n / w, n / u }')"
  done
done
echo "# load average: $(cut -d' ' -f1-3 /proc/loadavg)"
