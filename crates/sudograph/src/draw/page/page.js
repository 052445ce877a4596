// The lesson page's script: draws each frame of the lesson held in #lesson (see
// sudograph::page::lesson_json) as SVG, and drives it from the controls, the keyboard and
// the address (#step=N; #play, #speed=S and #keys=K,… too, which the browser tests use).
// Its state after each change is written into #state as JSON, for those tests to read.
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
  const edges = lesson.edges.map(([, , lane, d]) => `<path class="lane${lane}" d="${d}"/>`).join("");
  svg.innerHTML =
    `<g id="tiles">${tiles}<path d="${borders}" stroke="#555" stroke-width="3" fill="none"/></g>` +
    `<g id="unit"></g><g id="edges">${edges}</g><g id="cells"></g><g id="reasons"></g>`;
}

/** One cell of frame i as SVG: a given as a square, a placed symbol as a disc (ringed twice
 * when guessed), an empty cell as a dashed disc with its candidates. */
function cellSvg(i, v, givens) {
  const [x, y] = centre(v);
  const cell = cellOf(i, v);
  if (!cell.placed) {
    let out = `<circle cx="${x}" cy="${y}" r="${R}" fill="#fff" stroke="#888" stroke-width="1.5" stroke-dasharray="5 4"/>`;
    const across = Math.ceil(Math.sqrt(lesson.side));
    const step = (2 * R * 0.74) / across;
    const size = step * 0.95;
    for (const s of cell.candidates) {
      const cx = x - R * 0.74 + step * ((s % across) + 0.5);
      const cy = y - R * 0.74 + step * (Math.floor(s / across) + 0.5);
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
  const [focus, how, unit, ...ends] = lesson.marks[i];
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
  $("board").classList.toggle("focused", focus >= 0 || unit >= 0 || ends.length > 0);
  return { reasons: ends.length / 2, unit: unit >= 0 ? lesson.units[unit].length : 0, focus };
}

/** The sentence of frame i. */
function sentence(i) {
  return i === 0 ? lesson.sentences[0] : `step ${i}: ${lesson.sentences[i]}`;
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
    [disc(lesson.colours[0], `<circle cx="30" cy="20" r="18" fill="none" stroke="#111" stroke-width="1.5"/>`), "a guess (ringed twice)"],
    [`<circle cx="30" cy="20" r="17" fill="#fff" stroke="#888" stroke-dasharray="4 3"/><text x="23" y="14" font-size="10">1</text><text x="37" y="26" font-size="10">5</text>`, "an empty cell's candidates"],
    [`<circle cx="30" cy="20" r="15" fill="none" stroke="#000" stroke-width="5"/>`, "the cell decided"],
    [line("M4 30Q4 10 14 10H46Q56 10 56 30", `stroke="#000" stroke-width="5"`), "the reason: an edge to a neighbour…"],
    [`<circle cx="30" cy="20" r="15" fill="${lesson.colours[1]}" stroke="#000" stroke-width="4" stroke-dasharray="6 3"/>`, "…that holds a symbol ruled out"],
    [`<rect x="2" y="8" width="56" height="24" rx="6" fill="${HIDDEN_UNIT[0]}" stroke="${HIDDEN_UNIT[1]}" stroke-width="3"/>`, "the unit with one place left"],
    [`<circle cx="30" cy="20" r="15" fill="none" stroke="${FOCUS[1]}" stroke-width="5"/>`, "a guess made (dashed: undone)"],
    [`<rect x="2" y="8" width="56" height="24" rx="6" fill="${DEAD_UNIT[0]}" stroke="${DEAD_UNIT[1]}" stroke-width="3"/>`, "a unit with no place left"],
    [`<circle cx="30" cy="20" r="15" fill="#fff" stroke="${FOCUS[3]}" stroke-width="5"/>`, "a cell with no symbol left"],
  ];
  if (lesson.rules.endsWith(" X")) {
    keys.splice(3, 0, [line("M6 34Q10 10 54 6", `class="lane3" stroke-width="3"`), "diagonal: dotted arcs"]);
  }
  $("keys").innerHTML = keys
    .map(([svg, text]) => `<div class="key"><svg viewBox="0 0 60 40" aria-hidden="true">${svg}</svg><span>${esc(text)}</span></div>`)
    .join("");
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
