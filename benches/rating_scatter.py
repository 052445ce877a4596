#!/usr/bin/env python3
"""Draws our ER against Sukaku Explainer's published ER as an SVG scatter plot (no plotting
library needed): one disc per distinct (Explainer, ours) pair, its area growing with the
number of puzzles there, the diagonal where the two agree, and the ±0.2 band.

    benches/rating_scatter.py ../shared/puzzles/se_rated.txt docs/rating-scatter.svg

FILE holds one puzzle per line followed by its published rating (as se_rated.txt does);
the ratings are ours from `sudograph grade --format json` (SUDOGRAPH names the binary,
default target/release/sudograph). Puzzles we leave at search are drawn at the top edge."""
import collections, json, math, os, subprocess, sys

def main(source, target):
    binary = os.environ.get("SUDOGRAPH", "target/release/sudograph")
    lines = [l.split() for l in open(source) if l.strip() and not l.startswith("#")]
    puzzles = "\n".join(l[0] for l in lines) + "\n"
    published = [float(l[-1]) for l in lines]
    out = subprocess.run([binary, "grade", "--format", "json", "-"], input=puzzles,
                         capture_output=True, text=True).stdout.splitlines()
    ours = [json.loads(r)["rating"] for r in out]
    lo, hi = 1.0, 12.0
    top = max(published + [r for r in ours if r is not None] + [lo]) + 0.5
    hi = min(hi, math.ceil(top))
    size, margin = 520, 60
    scale = (size - 2 * margin) / (hi - lo)
    x = lambda v: margin + (v - lo) * scale
    y = lambda v: size - margin - (v - lo) * scale
    pairs = collections.Counter((p, hi if o is None else o) for p, o in zip(published, ours))
    within = sum(o is not None and abs(o - p) <= 0.2 + 1e-9 for p, o in zip(published, ours))
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
           f'font-family="sans-serif" font-size="12">',
           f'<rect width="{size}" height="{size}" fill="white"/>',
           f'<polygon points="{x(lo)},{y(lo + 0.2)} {x(hi - 0.2)},{y(hi)} {x(hi)},{y(hi)} '
           f'{x(hi)},{y(hi - 0.2)} {x(lo + 0.2)},{y(lo)} {x(lo)},{y(lo)}" fill="#dbe9f6"/>',
           f'<line x1="{x(lo)}" y1="{y(lo)}" x2="{x(hi)}" y2="{y(hi)}" stroke="#7a9cc6"/>']
    for t in range(int(lo), int(hi) + 1):
        svg.append(f'<line x1="{x(t)}" y1="{y(lo)}" x2="{x(t)}" y2="{y(lo) + 5}" stroke="black"/>'
                   f'<text x="{x(t)}" y="{y(lo) + 18}" text-anchor="middle">{t}</text>'
                   f'<line x1="{x(lo) - 5}" y1="{y(t)}" x2="{x(lo)}" y2="{y(t)}" stroke="black"/>'
                   f'<text x="{x(lo) - 8}" y="{y(t) + 4}" text-anchor="end">{t}</text>')
    svg.append(f'<rect x="{x(lo)}" y="{y(hi)}" width="{x(hi) - x(lo)}" height="{y(lo) - y(hi)}" '
               f'fill="none" stroke="black"/>')
    for (p, o), n in sorted(pairs.items()):
        svg.append(f'<circle cx="{x(p):.1f}" cy="{y(o):.1f}" r="{2.5 * math.sqrt(n):.1f}" '
                   f'fill="#c2185b" fill-opacity="0.55"><title>Explainer {p}, ours {o}: '
                   f'{n} puzzle{"s" if n > 1 else ""}</title></circle>')
    name = os.path.basename(source)
    svg += [f'<text x="{size / 2}" y="{size - 18}" text-anchor="middle">Sukaku Explainer ER '
            f'(published), {name}</text>',
            f'<text transform="translate(16 {size / 2}) rotate(-90)" text-anchor="middle">'
            f'sudograph ER</text>',
            f'<text x="{size / 2}" y="24" text-anchor="middle" font-size="14">{len(lines)} '
            f'puzzles: {within} within ±0.2 (band), disc area ∝ puzzles</text>', '</svg>']
    with open(target + ".part", "w") as f:
        f.write("\n".join(svg) + "\n")
    os.replace(target + ".part", target)
    print(f"wrote {target}: {len(lines)} puzzles, {within} within 0.2", file=sys.stderr)

if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
