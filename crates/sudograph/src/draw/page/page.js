// The lesson page's script: draws each frame of the lesson held in #lesson (see
// sudograph::page::lesson_json, or grade_frames for the grader's path, whose frames carry
// `steps`: links, pattern cells, units, placements and eliminations) as SVG, and drives it
// from the controls, the keyboard and the address (#step=N; #play, #speed=S and #keys=K,…
// too, which the browser tests use). Its state after each change is written into #state as
// JSON, for those tests to read.
"use strict";

const lesson = JSON.parse(document.getElementById("lesson").textContent);
const $ = (id) => document.getElementById(id);
const NS = "http://www.w3.org/2000/svg";
const SPEEDS = [0.5, 1, 2, 4, 8, 16, 32, 64];
const LAST = lesson.boards.length - 1;
const R = lesson.radius;
const P = lesson.pitch;
const FOCUS = ["#000000", "#e69f00", "#e69f00", "#d55e00"];
const HIDDEN_UNIT = ["#ffe14d", "#a07800"];
const DEAD_UNIT = ["#f4b183", "#d55e00"];
// Windoku's windows: a see-through fill and an outline in their edges' purple.
const WINDOW = ["#9467bd66", "#9467bd"];
// A grader's step: its links' colour, its groups' outline colours and dashes (told apart
// without colour too), its base and cover lines, and what it removes and places.
const LINK = "#e6007e";
const GROUPS = [["#1f4e9c", ""], ["#ff8c00", "9 5"], ["#2ca02c", "2 5"]];
const BASE = "#bcd7f5";
const COVER = "#5a3d8a";
const REMOVED = "#d00000";
const PLACED = "#00873c";
const NO_MARKS = [-1, 0, -1];

let at = 0;
let timer = null;
let speed = 1;

/** The centre of cell v. */
function centre(v) {
  return [lesson.centres[2 * v], lesson.centres[2 * v + 1]];
}

/** A number in SVG text, one decimal at most. */
function n(x) {
  return String(Math.round(x * 10) / 10);
}

/** Text safe inside SVG markup. */
function esc(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Cell v of frame i: its candidates (symbol numbers), whether it holds a symbol, guessed. */
function cellOf(i, v) {
  const text = lesson.boards[i];
  const width = lesson.width;
  const candidates = [];
  let bits = [];
  for (let k = 0; k < width; k++) {
    const c = text.charCodeAt(v * width + k);
    const d = c === 45 ? 62 : c === 95 ? 63 : c <= 57 ? c - 48 : c <= 90 ? c - 55 : c - 61;
    for (let b = 0; b < 6; b++) bits.push((d >> b) & 1);
  }
  for (let s = 0; s < lesson.side; s++) if (bits[s]) candidates.push(s);
  return { candidates, placed: bits[lesson.side] === 1, guessed: bits[lesson.side + 1] === 1 };
}

/** The static layers: tiles of the boxes or regions with their outlines, and the edges. */
function drawGraph(svg) {
  const [w, h] = lesson.size;
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
  const side = lesson.side;
  let tiles = "";
  let borders = "";
  for (let v = 0; v < side * side; v++) {
    const [x, y] = centre(v);
    const group = lesson.group[v];
    tiles += `<rect x="${n(x - P / 2)}" y="${n(y - P / 2)}" width="${P}" height="${P}" fill="${lesson.fills[group]}"/>`;
    const r = Math.floor(v / side);
    const c = v % side;
    const apart = (rr, cc) => rr < 0 || cc < 0 || rr >= side || cc >= side || lesson.group[rr * side + cc] !== group;
    const [x0, y0, x1, y1] = [x - P / 2, y - P / 2, x + P / 2, y + P / 2];
    if (apart(r - 1, c)) borders += `M${n(x0)} ${n(y0)}H${n(x1)}`;
    if (apart(r + 1, c)) borders += `M${n(x0)} ${n(y1)}H${n(x1)}`;
    if (apart(r, c - 1)) borders += `M${n(x0)} ${n(y0)}V${n(y1)}`;
    if (apart(r, c + 1)) borders += `M${n(x1)} ${n(y0)}V${n(y1)}`;
  }
  // Windoku's windows shaded over the boxes, as the DOT draws them.
  for (const unit of lesson.windows) {
    const xs = lesson.units[unit].map((v) => centre(v)[0]);
    const ys = lesson.units[unit].map((v) => centre(v)[1]);
    const [x0, y0] = [Math.min(...xs) - P / 2, Math.min(...ys) - P / 2];
    const [w, h] = [Math.max(...xs) - Math.min(...xs) + P, Math.max(...ys) - Math.min(...ys) + P];
    tiles += `<rect class="window" x="${n(x0)}" y="${n(y0)}" width="${n(w)}" height="${n(h)}" fill="${WINDOW[0]}" stroke="${WINDOW[1]}" stroke-width="3"/>`;
  }
  const edges = lesson.edges.map(([, , lane, d]) => `<path class="lane${lane}" d="${d}"/>`).join("");
  svg.innerHTML =
    `<g id="tiles">${tiles}<path d="${borders}" stroke="#555" stroke-width="3" fill="none"/></g>` +
    `<g id="unit"></g><g id="edges">${edges}</g><g id="pattern"></g><g id="cells"></g><g id="reasons"></g><g id="chain"></g>`;
}

/** Where candidate s of cell v is drawn, and the candidates' font size. */
function candidateAt(v, s) {
  const [x, y] = centre(v);
  const across = Math.ceil(Math.sqrt(lesson.side));
  const step = (2 * R * 0.74) / across;
  return [x - R * 0.74 + step * ((s % across) + 0.5), y - R * 0.74 + step * (Math.floor(s / across) + 0.5), step * 0.95];
}

/** One cell of frame i as SVG: a given as a square, a placed symbol as a disc (ringed twice
 * when guessed), an empty cell as a dashed disc with its candidates. */
function cellSvg(i, v, givens) {
  const [x, y] = centre(v);
  const cell = cellOf(i, v);
  if (!cell.placed) {
    let out = `<circle cx="${x}" cy="${y}" r="${R}" fill="#fff" stroke="#888" stroke-width="1.5" stroke-dasharray="5 4"/>`;
    for (const s of cell.candidates) {
      const [cx, cy, size] = candidateAt(v, s);
      out += `<text class="candidate" x="${n(cx)}" y="${n(cy)}" font-size="${n(size)}" fill="#333">${esc(lesson.symbols[s])}</text>`;
    }
    return out;
  }
  const s = cell.candidates[0];
  const fill = lesson.colours[s];
  const label = `<text x="${x}" y="${y}" font-size="${n(R * 1.2)}" font-weight="bold" fill="${lesson.labels[s]}">${esc(lesson.symbols[s])}</text>`;
  if (givens.has(v)) {
    return `<rect x="${x - R}" y="${y - R}" width="${2 * R}" height="${2 * R}" rx="6" fill="${fill}" stroke="#111" stroke-width="4"/>${label}`;
  }
  const ring = cell.guessed ? `<circle cx="${x}" cy="${y}" r="${R + 5}" fill="none" stroke="#111" stroke-width="2"/>` : "";
  return `${ring}<circle cx="${x}" cy="${y}" r="${R}" fill="${fill}" stroke="#444" stroke-width="1.5"/>${label}`;
}

const givens = new Set(lesson.givens);
const pathOf = new Map(lesson.edges.map(([a, b, , d]) => [a * lesson.side * lesson.side + b, d]));

/** Frame i's highlights: the unit as a band under the cells, the reason edges (haloed)
 * and rings over them. Returns how many reason edges and unit cells it drew. */
function drawMarks(i) {
  const [focus, how, unit, ...ends] = lesson.marks ? lesson.marks[i] : NO_MARKS;
  let band = "";
  if (unit >= 0) {
    const [fill, line] = focus >= 0 && how === 0 ? HIDDEN_UNIT : DEAD_UNIT;
    for (const v of lesson.units[unit]) {
      const [x, y] = centre(v);
      band += `<rect class="unit" x="${x - P / 2 + 3}" y="${y - P / 2 + 3}" width="${P - 6}" height="${P - 6}" rx="10" fill="${fill}" fill-opacity="0.75" stroke="${line}" stroke-width="4"/>`;
    }
  }
  $("unit").innerHTML = band;
  let halos = "";
  let lines = "";
  let rings = "";
  const ringed = new Set();
  for (let k = 0; k < ends.length; k += 2) {
    const [a, b] = [ends[k], ends[k + 1]];
    const d = pathOf.get(a * lesson.side * lesson.side + b);
    halos += `<path d="${d}" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    lines += `<path class="reason" d="${d}" stroke="#000" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    for (const v of [a, b]) {
      if (v !== focus && !ringed.has(v) && cellOf(i, v).placed) {
        ringed.add(v);
        const [x, y] = centre(v);
        rings += `<circle class="holder" cx="${x}" cy="${y}" r="${R + 4}" fill="none" stroke="#000" stroke-width="4" stroke-dasharray="7 4"/>`;
      }
    }
  }
  if (focus >= 0) {
    const [x, y] = centre(focus);
    const dash = how === 2 ? ` stroke-dasharray="10 6"` : "";
    rings += `<circle class="focus" cx="${x}" cy="${y}" r="${R + 7}" fill="none" stroke="${FOCUS[how]}" stroke-width="8"${dash}/>`;
  }
  $("reasons").innerHTML = halos + lines + rings;
  const step = drawStep(i);
  $("board").classList.toggle("focused", focus >= 0 || unit >= 0 || ends.length > 0 || step);
  return { reasons: ends.length / 2, unit: unit >= 0 ? lesson.units[unit].length : 0, focus };
}

/** The square of cell v, `inset` inside its edge, as SVG with `attrs`. */
function square(v, inset, attrs) {
  const [x, y] = centre(v);
  return `<rect x="${n(x - P / 2 + inset)}" y="${n(y - P / 2 + inset)}" width="${n(P - 2 * inset)}" height="${n(P - 2 * inset)}" rx="10" ${attrs}/>`;
}

/** An arrowhead as SVG path data: its tip at (x, y), pointing along (dx, dy), `length`
 * long. */
function arrowHead(x, y, dx, dy, length) {
  const d = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / d, dy / d];
  const [bx, by] = [x - ux * length, y - uy * length];
  const w = length * 0.45;
  return `M${n(x)} ${n(y)}L${n(bx - uy * w)} ${n(by + ux * w)}L${n(bx + uy * w)} ${n(by - ux * w)}Z`;
}

/** The nearest pair of points, one of each list. */
function nearest(from, to) {
  let best = null;
  for (const a of from) {
    for (const b of to) {
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
      if (!best || d < best[2]) best = [a, b, d];
    }
  }
  return best;
}

/** A grader's step of frame i, if the frame has one: the units it lies in under the cells
 * (base lines tinted, cover lines outlined dashed), its groups of cells outlined, and over
 * the cells its links between candidates (strong solid, weak dashed, an arrow to the
 * statement each leads to; a grouped node's candidates boxed), the candidates it removes
 * struck out and those it places ringed. Returns whether it drew one. */
function drawStep(i) {
  const step = lesson.steps ? lesson.steps[i] : null;
  const pattern = [];
  const chain = [];
  if (!step || !step.technique) {
    if (lesson.steps) {
      $("pattern").innerHTML = "";
      $("chain").innerHTML = "";
      $("roles").innerHTML = "";
    }
    return false;
  }
  for (const u of step.bases) {
    for (const v of lesson.units[u]) pattern.push(square(v, 3, `class="base" fill="${BASE}" fill-opacity="0.8"`));
  }
  for (const u of step.covers) {
    for (const v of lesson.units[u]) {
      pattern.push(square(v, 7, `class="cover" fill="none" stroke="${COVER}" stroke-width="3" stroke-dasharray="4 4"`));
    }
  }
  step.groups.forEach((cells, g) => {
    const [colour, dash] = GROUPS[g % GROUPS.length];
    for (const v of cells) {
      pattern.push(square(v, 11 + 4 * (g % 3), `class="group${g % 3}" fill="none" stroke="${colour}" stroke-width="5" stroke-dasharray="${dash}"`));
    }
  });
  const boxed = new Set();
  const ringed = new Set();
  const halos = [];
  const lines = [];
  const nodes = [];
  for (const [from, to, a, b, strong] of step.links) {
    const points = (cells, s) => cells.map((v) => candidateAt(v, s));
    const [p, q, d] = nearest(points(from, a), points(to, b));
    for (const [cells, s] of [[from, a], [to, b]]) {
      const key = `${cells.join(",")}:${s}`;
      if (cells.length > 1 && !boxed.has(key)) {
        boxed.add(key);
        const ps = points(cells, s);
        const xs = ps.map((pt) => pt[0]);
        const ys = ps.map((pt) => pt[1]);
        const pad = ps[0][2] * 0.6;
        const [x0, y0] = [Math.min(...xs) - pad, Math.min(...ys) - pad];
        const [w, h] = [Math.max(...xs) - x0 + pad, Math.max(...ys) - y0 + pad];
        nodes.push(`<rect class="grouped" x="${n(x0)}" y="${n(y0)}" width="${n(w)}" height="${n(h)}" rx="${n(pad)}" fill="none" stroke="${LINK}" stroke-width="2.5"/>`);
      } else if (cells.length === 1 && !ringed.has(key)) {
        ringed.add(key);
        const [x, y, size] = candidateAt(cells[0], s);
        nodes.push(`<circle class="node" cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.55)}" fill="none" stroke="${LINK}" stroke-width="2"/>`);
      }
    }
    // From rim to rim of the two candidates, bowed a little to one side; a link within a
    // cell, between neighbouring candidates, bowed well out so that it shows.
    const within = d < P / 2;
    const gap = within ? p[2] * 0.35 : p[2] * 0.6;
    const [ux, uy] = d > 0 ? [(q[0] - p[0]) / d, (q[1] - p[1]) / d] : [1, 0];
    const [sx, sy] = [p[0] + ux * gap, p[1] + uy * gap];
    const [ex, ey] = [q[0] - ux * gap, q[1] - uy * gap];
    const bow = within ? p[2] * 1.6 : Math.min(d / 5, 30);
    const [cx, cy] = [(sx + ex) / 2 - uy * bow, (sy + ey) / 2 + ux * bow];
    const path = `M${n(sx)} ${n(sy)}Q${n(cx)} ${n(cy)} ${n(ex)} ${n(ey)}`;
    const dash = strong ? "" : ` stroke-dasharray="7 5"`;
    halos.push(`<path d="${path}" stroke="#fff" stroke-width="7" fill="none" opacity="0.8"/>`);
    lines.push(`<path class="${strong ? "strong" : "weak"}" d="${path}" stroke="${LINK}" stroke-width="3.5" fill="none"${dash}/>`);
    lines.push(`<path d="${arrowHead(ex, ey, ex - cx, ey - cy, within ? 7 : 11)}" fill="${LINK}"/>`);
  }
  const marks = [];
  for (let k = 0; k < step.removed.length; k += 2) {
    const [x, y, size] = candidateAt(step.removed[k], step.removed[k + 1]);
    const r = size * 0.45;
    marks.push(`<path class="removed" d="M${n(x - r)} ${n(y - r)}L${n(x + r)} ${n(y + r)}M${n(x - r)} ${n(y + r)}L${n(x + r)} ${n(y - r)}" stroke="${REMOVED}" stroke-width="3" stroke-linecap="round"/>`);
  }
  for (let k = 0; k < step.placed.length; k += 2) {
    const [x, y, size] = candidateAt(step.placed[k], step.placed[k + 1]);
    marks.push(`<circle class="placed" cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.6)}" fill="none" stroke="${PLACED}" stroke-width="3.5"/>`);
  }
  $("pattern").innerHTML = pattern.join("");
  $("chain").innerHTML = halos.join("") + lines.join("") + nodes.join("") + marks.join("");
  $("roles").innerHTML = step.roles
    .map((role, g) => {
      const [colour, dash] = GROUPS[g % GROUPS.length];
      const svg = `<rect x="8" y="6" width="44" height="28" rx="6" fill="none" stroke="${colour}" stroke-width="4" stroke-dasharray="${dash}"/>`;
      return `<div class="key"><svg viewBox="0 0 60 40" aria-hidden="true">${svg}</svg><span>${esc(role)}</span></div>`;
    })
    .join("");
  return true;
}

/** The sentence of frame i. */
function sentence(i) {
  const told = i > 0 && (!lesson.steps || lesson.steps[i].technique);
  return told ? `step ${i}: ${lesson.sentences[i]}` : lesson.sentences[i];
}

/** Shows frame i (clamped to the lesson), and writes the page's state. */
function show(i) {
  at = Math.max(0, Math.min(LAST, Number(i) || 0));
  let cells = "";
  for (let v = 0; v < lesson.side * lesson.side; v++) cells += cellSvg(at, v, givens);
  $("cells").innerHTML = cells;
  const marks = drawMarks(at);
  $("sentence").textContent = sentence(at);
  $("slider").value = at;
  $("counter").textContent = `${at} / ${LAST}`;
  $("link").href = `#step=${at}`;
  history.replaceState(null, "", `#step=${at}`);
  writeState(marks);
}

/** The board's drawn size in pixels: the viewBox scaled to fit the SVG element. */
function boardSize() {
  const box = $("board").getBoundingClientRect();
  const [w, h] = lesson.size;
  const scale = Math.min(box.width / w, box.height / h);
  return [Math.round(w * scale), Math.round(h * scale)];
}

/** Writes the page's state into #state, as JSON. */
function writeState(marks) {
  const state = {
    step: at,
    last: LAST,
    playing: timer !== null,
    speed,
    sentence: $("sentence").textContent,
    sentencePx: parseFloat(getComputedStyle($("sentence")).fontSize),
    board: boardSize(),
    window: [window.innerWidth, window.innerHeight],
    cells: $("cells").querySelectorAll("circle, rect").length,
    candidates: $("cells").querySelectorAll(".candidate").length,
    edges: $("edges").children.length,
    dimmed: $("board").classList.contains("focused"),
    reasons: $("reasons").querySelectorAll(".reason").length,
    holders: $("reasons").querySelectorAll(".holder").length,
    unit: $("unit").children.length,
    focus: marks ? marks.focus : -1,
    keys: $("keys").children.length,
    strong: $("chain").querySelectorAll(".strong").length,
    weak: $("chain").querySelectorAll(".weak").length,
    grouped: $("chain").querySelectorAll(".grouped").length,
    removed: $("chain").querySelectorAll(".removed").length,
    placed: $("chain").querySelectorAll(".placed").length,
    groups: [0, 1, 2].map((g) => $("pattern").querySelectorAll(`.group${g}`).length),
    bases: $("pattern").querySelectorAll(".base").length,
    covers: $("pattern").querySelectorAll(".cover").length,
    roles: $("roles") ? $("roles").children.length : 0,
  };
  $("state").textContent = JSON.stringify(state);
}

function pause() {
  clearTimeout(timer);
  timer = null;
  $("play").textContent = "▶ play";
  writeState(null);
}

function tick() {
  if (at >= LAST) {
    pause();
    return;
  }
  show(at + 1);
  timer = setTimeout(tick, 1000 / speed);
}

function play() {
  if (at >= LAST) show(0);
  $("play").textContent = "▮▮ pause";
  timer = setTimeout(tick, 1000 / speed);
  writeState(null);
}

function setSpeed(s) {
  speed = SPEEDS.includes(s) ? s : speed;
  $("speed").value = String(speed);
  if (timer !== null) {
    clearTimeout(timer);
    timer = setTimeout(tick, 1000 / speed);
  }
  writeState(null);
}

/** The legend: a drawn key for each kind of edge and mark the board can show. */
function drawLegend() {
  const line = (d, attrs) => `<path d="${d}" fill="none" ${attrs}/>`;
  const disc = (fill, extra) => `<circle cx="30" cy="20" r="14" fill="${fill}" stroke="#444" stroke-width="1.5"/>${extra || ""}`;
  const kinds = lesson.rules.includes("jigsaw") ? "region" : "box";
  const keys = [
    [line("M4 30Q4 10 14 10H46Q56 10 56 30", `class="lane0" stroke-width="3"`), "row: the arcs above it"],
    [line("M10 4Q30 4 30 12V28Q30 36 10 36", `class="lane1" stroke-width="3"`), "column: the arcs right of it"],
    [line("M6 34L54 6", `class="lane2" stroke-width="3"`), `${kinds}: dashed lines`],
    [`<rect x="16" y="6" width="28" height="28" rx="4" fill="${lesson.colours[0]}" stroke="#111" stroke-width="3"/>`, "a given"],
    [disc(lesson.colours[0]), "a symbol placed"],
    ...(lesson.steps ? [] : [[disc(lesson.colours[0], `<circle cx="30" cy="20" r="18" fill="none" stroke="#111" stroke-width="1.5"/>`), "a guess (ringed twice)"]]),
    [`<circle cx="30" cy="20" r="17" fill="#fff" stroke="#888" stroke-dasharray="4 3"/><text x="23" y="14" font-size="10">1</text><text x="37" y="26" font-size="10">5</text>`, "an empty cell's candidates"],
  ];
  const traced = [
    [`<circle cx="30" cy="20" r="15" fill="none" stroke="#000" stroke-width="5"/>`, "the cell decided"],
    [line("M4 30Q4 10 14 10H46Q56 10 56 30", `stroke="#000" stroke-width="5"`), "the reason: an edge to a neighbour…"],
    [`<circle cx="30" cy="20" r="15" fill="${lesson.colours[1]}" stroke="#000" stroke-width="4" stroke-dasharray="6 3"/>`, "…that holds a symbol ruled out"],
    [`<rect x="2" y="8" width="56" height="24" rx="6" fill="${HIDDEN_UNIT[0]}" stroke="${HIDDEN_UNIT[1]}" stroke-width="3"/>`, "the unit with one place left"],
    [`<circle cx="30" cy="20" r="15" fill="none" stroke="${FOCUS[1]}" stroke-width="5"/>`, "a guess made (dashed: undone)"],
    [`<rect x="2" y="8" width="56" height="24" rx="6" fill="${DEAD_UNIT[0]}" stroke="${DEAD_UNIT[1]}" stroke-width="3"/>`, "a unit with no place left"],
    [`<circle cx="30" cy="20" r="15" fill="#fff" stroke="${FOCUS[3]}" stroke-width="5"/>`, "a cell with no symbol left"],
  ];
  const arrow = `<path d="${arrowHead(54, 20, 1, 0, 11)}" fill="${LINK}"/>`;
  const graded = [
    [line("M4 20H46", `stroke="${LINK}" stroke-width="3.5"`) + arrow, "strong link (solid): one of the two holds"],
    [line("M4 20H46", `stroke="${LINK}" stroke-width="3.5" stroke-dasharray="7 5"`) + arrow, "weak link (dashed): not both"],
    [`<rect x="6" y="10" width="48" height="20" rx="8" fill="none" stroke="${LINK}" stroke-width="2.5"/>`, "a grouped node's candidates"],
    [`<rect x="2" y="8" width="56" height="24" rx="6" fill="${BASE}"/>`, "the pattern's units; a fish's base lines"],
    [`<rect x="4" y="8" width="52" height="24" rx="6" fill="none" stroke="${COVER}" stroke-width="3" stroke-dasharray="4 4"/>`, "a fish's cover lines"],
    [`<text x="30" y="20" font-size="22">4</text><path d="M22 12L38 28M22 28L38 12" stroke="${REMOVED}" stroke-width="3"/>`, "a candidate removed"],
    [`<text x="30" y="20" font-size="22">4</text><circle cx="30" cy="20" r="12" fill="none" stroke="${PLACED}" stroke-width="3.5"/>`, "the symbol a step places"],
  ];
  keys.push(...(lesson.steps ? graded : traced));
  // The variant's keys after the box's, named as the rules' title names them
  // ("9×9 Sudoku X, anti-knight, windoku").
  const variant = [
    [/ X(,|$)/, line("M6 34Q10 10 54 6", `class="lane3" stroke-width="3"`), "diagonal: orange dotted arcs"],
    [/windoku/, `<rect x="4" y="4" width="52" height="32" fill="${WINDOW[0]}" stroke="${WINDOW[1]}" stroke-width="2"/>` + line("M6 34L54 6", `class="lane4" stroke-width="3"`), "window (shaded): purple long dashes"],
    [/disjoint/, line("M6 34L54 6", `class="lane5" stroke-width="3"`), "disjoint group: brown dots"],
    [/anti-knight/, line("M6 34L54 6", `class="lane6" stroke-width="3"`), "knight's move: pink lines"],
    [/anti-king/, line("M6 34L54 6", `class="lane7" stroke-width="5"`), "diagonal touch (anti-king): thick olive lines"],
  ].filter(([rule]) => rule.test(lesson.rules)).map(([, svg, text]) => [svg, text]);
  keys.splice(3, 0, ...variant);
  $("keys").innerHTML = keys
    .map(([svg, text]) => `<div class="key"><svg viewBox="0 0 60 40" aria-hidden="true">${svg}</svg><span>${esc(text)}</span></div>`)
    .join("");
  if (lesson.steps) $("keys").insertAdjacentHTML("afterend", `<div id="roles"></div>`);
}

/** What a key does, by its name. */
const KEYS = {
  " ": () => (timer ? pause() : play()),
  ArrowRight: () => { pause(); show(at + 1); },
  ArrowLeft: () => { pause(); show(at - 1); },
  Home: () => { pause(); show(0); },
  End: () => { pause(); show(LAST); },
  ArrowUp: () => setSpeed(SPEEDS[Math.min(SPEEDS.length - 1, SPEEDS.indexOf(speed) + 1)]),
  ArrowDown: () => setSpeed(SPEEDS[Math.max(0, SPEEDS.indexOf(speed) - 1)]),
  f: () => (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()),
};

function wire() {
  const press = (id, key) => {
    $(id).onclick = () => { KEYS[key](); $(id).blur(); };
  };
  press("first", "Home");
  press("back", "ArrowLeft");
  press("play", " ");
  press("forward", "ArrowRight");
  press("end", "End");
  press("full", "f");
  $("slider").max = LAST;
  $("slider").oninput = () => { pause(); show($("slider").value); };
  $("speed").innerHTML = SPEEDS.map((s) => `<option value="${s}">${s}/s</option>`).join("");
  $("speed").onchange = () => { setSpeed(Number($("speed").value)); $("speed").blur(); };
  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || !KEYS[e.key]) return;
    e.preventDefault();
    KEYS[e.key]();
  });
  window.addEventListener("hashchange", () => follow(location.hash));
  window.addEventListener("resize", () => writeState(null));
}

/** Follows an address's fragment: `step=N` shows frame N, `speed=S` sets the speed,
 * `play` starts playing, `keys=A,B` presses those keys (`Space` for the space bar). */
function follow(hash) {
  const part = (name) => new RegExp(`(?:^#|&)${name}(?:=([^&]*))?`).exec(hash);
  const step = part("step");
  if (step && Number(step[1]) !== at) show(step[1]);
  const s = part("speed");
  if (s) setSpeed(Number(s[1]));
  const keys = part("keys");
  if (keys) {
    for (const key of decodeURIComponent(keys[1]).split(",")) {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: key === "Space" ? " " : key }));
    }
  }
  if (part("play") && timer === null) play();
}

const asked = location.hash;
drawGraph($("board"));
drawLegend();
wire();
setSpeed(1);
show(0);
follow(asked);
