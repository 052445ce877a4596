#!/usr/bin/env python3
"""Draws the distribution of ER (our rating on Sukaku Explainer's scale) of puzzle sets as an
SVG histogram (no plotting library needed): one panel per set, one bar per ER bin of 0.5
(a bin holds ratings from its label up to the next), and the puzzles left at `search` (no ER)
as their own bar at the right, each bar's share of its set in percent.

    benches/rating_histogram.py docs/rating-histogram.svg LABEL=RECORDS ...

Each RECORDS file holds `sudograph grade --format json` (or `--format csv`) records, one
per puzzle; LABEL names the set in its panel. README's picture is made by:

    S=target/release/sudograph P=../shared/puzzles
    grep -v '^#' $P/17_clue.txt | head -5000 | $S grade --format json > 17_clue.json
    $S grade --format json $P/top1465.txt > top1465.json
    $S grade --format json $P/forum_hardest_1106.txt > forum_hardest.json
    benches/rating_histogram.py docs/rating-histogram.svg "17_clue (first 5,000)=17_clue.json" \\
        top1465=top1465.json forum_hardest_1106=forum_hardest.json"""
import csv, json, os, sys

BIN = 0.5  # width of an ER bin
LO, HI = 1.0, 12.0  # the scale's span drawn: Explainer's ratings run 1.0 to 11.9


def ratings(path):
    """The ER of every record of a JSON-lines or CSV file of `grade`; None for search."""
    with open(path) as f:
        text = f.read()
    if text.lstrip().startswith("{"):
        records = [json.loads(line) for line in text.splitlines() if line.strip()]
        return [r["rating"] for r in records]
    return [float(r["rating"]) if r["rating"] else None
            for r in csv.DictReader(text.splitlines())]


def main(target, sets):
    bins = int(round((HI - LO) / BIN))
    width, left, right, panel, gap, top = 640, 56, 16, 150, 34, 40
    plot = width - left - right
    bar = plot / (bins + 2)  # the bins, a space, the search bar
    height = top + len(sets) * (panel + gap) + 40
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'font-family="sans-serif" font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{width / 2}" y="22" text-anchor="middle" font-size="14">ER on Sukaku '
           f'Explainer\'s scale, bins of {BIN}; share of each set\'s puzzles</text>']
    colours = ["#1f77b4", "#2ca02c", "#c2185b", "#ff7f0e"]
    for i, (label, path) in enumerate(sets):
        ers = ratings(path)
        counts = [0] * bins
        for er in ers:
            if er is not None:
                counts[min(bins - 1, max(0, int((er - LO) / BIN + 1e-9)))] += 1
        search = sum(er is None for er in ers)
        shares = [c / len(ers) for c in counts] + [search / len(ers)]
        peak = max(max(shares), 1e-9)
        y0 = top + i * (panel + gap) + panel  # the panel's baseline
        colour = colours[i % len(colours)]
        svg.append(f'<text x="{left}" y="{y0 - panel + 4}" font-size="13" '
                   f'font-weight="bold">{label}: {len(ers)} puzzles, {search} search</text>')
        for j, share in enumerate(shares):
            x = left + (j if j < bins else bins + 1) * bar
            h = (panel - 24) * share / peak
            fill = "#888888" if j == bins else colour
            name = "search" if j == bins else f"ER {LO + j * BIN:.1f}–{LO + (j + 1) * BIN - 0.1:.1f}"
            n = search if j == bins else counts[j]
            svg.append(f'<rect x="{x + 1:.1f}" y="{y0 - h:.1f}" width="{bar - 2:.1f}" '
                       f'height="{h:.1f}" fill="{fill}"><title>{label}, {name}: {n} puzzles '
                       f'({100 * share:.1f} %)</title></rect>')
            if share >= 0.005:
                svg.append(f'<text x="{x + bar / 2:.1f}" y="{y0 - h - 3:.1f}" '
                           f'text-anchor="middle" font-size="9">{100 * share:.0f}</text>')
        svg.append(f'<line x1="{left}" y1="{y0}" x2="{width - right}" y2="{y0}" stroke="black"/>')
        for t in range(int(LO), int(HI)):  # 12, the end, would crowd the search label
            x = left + (t - LO) / BIN * bar
            svg.append(f'<line x1="{x:.1f}" y1="{y0}" x2="{x:.1f}" y2="{y0 + 4}" stroke="black"/>'
                       f'<text x="{x:.1f}" y="{y0 + 16}" text-anchor="middle">{t}</text>')
        svg.append(f'<text x="{left + (bins + 1.5) * bar:.1f}" y="{y0 + 16}" '
                   f'text-anchor="middle">search</text>')
    svg.append('</svg>')
    with open(target + ".part", "w") as f:
        f.write("\n".join(svg) + "\n")
    os.replace(target + ".part", target)
    print(f"wrote {target}: " + ", ".join(f"{label}" for label, _ in sets), file=sys.stderr)


if __name__ == "__main__":
    pairs = [a.rsplit("=", 1) for a in sys.argv[2:]]
    if len(sys.argv) < 3 or any(len(p) != 2 for p in pairs):
        sys.exit(__doc__)
    main(sys.argv[1], pairs)
