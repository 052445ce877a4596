# Sourced by the side-by-side scripts (from the repository root): a scratch folder `work`
# removed on exit, sudograph and the `sudoku` crate's harness built, `shared` the data
# folder beside the repository, `ours` and `peer` the two executables, `median` a helper.
shared=../shared
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --release --quiet
cargo build --release --quiet --manifest-path "$shared/peers/rsudoku/Cargo.toml" \
  --target-dir "$work/peer"
peer=$work/peer/release/rsudoku-peer
ours=$PWD/target/release/sudograph

# The median of the numbers on standard input, one per line.
median() {
  sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
