//! `Puzzle`: a Sudoku grid read from text under its rules, with the alphabet it was written
//! in, that prints in its own layout and shows itself in Jupyter with the lesson page's
//! self-drawing SVG board (no Graphviz).

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use sudograph::draw::page::lesson_page;
use sudograph::format::{Alphabet, Layout, ReadOptions, read_puzzles, write_grid};
use sudograph::graph::ConstraintGraph;
use sudograph::grid::Grid;
use sudograph_colour::Limits;

use crate::errors::puzzle_error;
use crate::options::read_options;
use crate::solvers::solver;

/// Largest side the notebook view draws as a board (the lesson page's limit); larger grids
/// show as text.
const MOST_DRAWN_SIDE: usize = 64;

/// Search nodes the notebook view's traced solve may take: a hard puzzle's page then shows
/// the steps up to there.
const DRAWN_NODES: u64 = 100_000;

/// What the lesson page's head gains in a notebook: its link to itself hidden.
const NOTEBOOK_STYLE: &str = "<style>#link { display: none }</style>\n</head>";

/// A Sudoku grid (a puzzle, a grid in progress or a solution) under its rules.
#[pyclass(frozen, module = "sudograph")]
#[derive(Clone)]
pub struct Puzzle {
    /// Its cells and rules.
    pub grid: Grid,
    /// The symbols it is written with.
    pub alphabet: Alphabet,
    /// How it is written back.
    pub layout: Layout,
}

impl Puzzle {
    /// The one puzzle of `text`, read with `options`: an error naming the line and column
    /// when it does not read, or when the text holds no puzzle or several.
    pub fn read(text: &str, options: &ReadOptions) -> PyResult<Puzzle> {
        let mut puzzles = read_puzzles(text.as_bytes(), options);
        if puzzles.len() != 1 {
            return Err(puzzle_error(format!(
                "expected one puzzle in the text, found {}",
                puzzles.len()
            )));
        }
        let puzzle = puzzles
            .remove(0)
            .map_err(|e| puzzle_error(e.with_box_option("box=")))?;
        let alphabet = options
            .symbols
            .clone()
            .unwrap_or_else(|| Alphabet::for_side(puzzle.grid.side()));
        Ok(Puzzle {
            grid: puzzle.grid,
            alphabet,
            layout: puzzle.layout,
        })
    }

    /// The same puzzle's rules and alphabet with other cells (a solution, say).
    pub fn with_grid(&self, grid: Grid) -> Puzzle {
        Puzzle {
            grid,
            ..self.clone()
        }
    }

    /// `puzzle` as a Puzzle: itself, or read from text with the keywords' options.
    pub fn of(puzzle: &Bound<'_, PyAny>, options: &ReadOptions) -> PyResult<Puzzle> {
        if let Ok(puzzle) = puzzle.cast::<Puzzle>() {
            return Ok(puzzle.get().clone());
        }
        let Ok(text) = puzzle.extract::<String>() else {
            return Err(PyTypeError::new_err(format!(
                "expected a puzzle as text (str) or a Puzzle, not {}",
                puzzle.get_type().name()?
            )));
        };
        Puzzle::read(&text, options)
    }
}

#[pymethods]
impl Puzzle {
    /// Puzzle(text, *, variant="classic", regions=None, box=None, symbols=None)
    /// --
    ///
    /// Reads one puzzle from text in any layout the command line reads (one line of
    /// cells, a grid of characters or numbers, the box-size header format). variant is
    /// "classic", a rule ("x", "anti-knight", "anti-king", "windoku", "disjoint"), or
    /// several as "x,anti-knight" or a list; regions a jigsaw's region map (text, or a
    /// path); box the box shape ("2x3" or (2, 3)) for sides that are not n²; symbols the
    /// alphabet.
    #[new]
    #[pyo3(signature = (text, **options))]
    fn new(text: &Bound<'_, PyAny>, options: Option<&Bound<'_, PyDict>>) -> PyResult<Puzzle> {
        Puzzle::of(text, &read_options(options)?)
    }

    /// The grid's side (9 for classic Sudoku).
    #[getter]
    fn side(&self) -> usize {
        self.grid.side()
    }

    /// The cells row by row, each its symbol (str) or None when empty.
    #[getter]
    fn rows(&self) -> Vec<Vec<Option<String>>> {
        let side = self.grid.side();
        self.grid
            .cells()
            .chunks(side)
            .map(|row| {
                row.iter()
                    .map(|c| c.map(|s| self.alphabet.symbol(s).to_string()))
                    .collect()
            })
            .collect()
    }

    /// True when every cell is filled.
    #[getter]
    fn is_complete(&self) -> bool {
        self.grid.is_complete()
    }

    fn __str__(&self) -> String {
        write_grid(&self.grid, self.layout, &self.alphabet)
            .trim_end()
            .to_string()
    }

    fn __repr__(&self) -> String {
        let line = write_grid(&self.grid, Layout::Line, &self.alphabet);
        format!("Puzzle({:?})", line.trim_end())
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Puzzle>()
            .is_ok_and(|other| other.get().grid == self.grid)
    }

    /// The notebook's view: the lesson page (its board drawn as SVG by its own script,
    /// no Graphviz) in a sandboxed frame, stepping through the solver's reasoning; a grid
    /// too large to draw shows as text.
    fn _repr_html_(&self, py: Python<'_>) -> String {
        if self.grid.side() > MOST_DRAWN_SIDE {
            return format!("<pre>{}</pre>", escape(&self.__str__()));
        }
        let page = py.detach(|| {
            let solver = solver(self.grid.rules());
            let limits = Limits {
                max_nodes: Some(DRAWN_NODES),
                ..Limits::default()
            };
            let (_, _, told) = solver.solve_traced(&self.grid, &limits);
            let graph = ConstraintGraph::new(&self.grid);
            let side = self.grid.side();
            let title = format!("{side}×{side} Sudoku");
            lesson_page(
                &graph,
                solver.board(&self.grid),
                &told,
                &self.alphabet,
                &title,
            )
        });
        // The page's "link" (to its own address at this step) leads nowhere from a frame
        // written into a notebook: hidden. Its "full screen" needs the frame's leave.
        let page = page.replacen("</head>", NOTEBOOK_STYLE, 1);
        let height = 420 + 12 * self.grid.side();
        format!(
            "<iframe srcdoc=\"{}\" style=\"width:100%;height:{height}px;border:0\" sandbox=\"allow-scripts\" allowfullscreen></iframe>",
            escape(&page)
        )
    }
}

/// `text` safe in HTML text and in a double-quoted attribute.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Adds the Puzzle class to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Puzzle>()
}
