//! Exact colouring of any Python graph: a NetworkX graph, anything with `.nodes` and
//! `.edges`, or a list of edges. `colour` finds a k-colouring or a minimum one,
//! `chromatic_number` the chromatic number or the bounds proven when it gives up.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use sudograph::petgraph::graph::UnGraph;
use sudograph_colour::chromatic::chromatic_number as chromatic;
use sudograph_colour::{Colour, Colourer, Outcome, Settings};

use crate::errors::{GaveUp, gave_up};
use crate::interrupt;

/// A Python graph read: its nodes in order (index i is `nodes[i]`) and the petgraph graph
/// on their indices.
struct Graph<'py> {
    nodes: Vec<Bound<'py, PyAny>>,
    graph: UnGraph<(), ()>,
}

/// Reads `g`: with `.nodes` and `.edges` (NetworkX and look-alikes) the nodes in their
/// order, isolated ones included; else an iterable of edges `(u, v)`, the nodes in the
/// order they first appear. A self-loop is refused: no colouring can give its node a colour.
fn read_graph<'py>(g: &Bound<'py, PyAny>) -> PyResult<Graph<'py>> {
    let index = PyDict::new(g.py());
    let mut nodes = Vec::new();
    let mut add = |node: Bound<'py, PyAny>| -> PyResult<u32> {
        if let Some(i) = index.get_item(&node)? {
            return i.extract();
        }
        let i = nodes.len() as u32;
        index.set_item(&node, i)?;
        nodes.push(node);
        Ok(i)
    };
    let has_nodes = g.hasattr("nodes")? && g.hasattr("edges")?;
    if has_nodes {
        for node in g.getattr("nodes")?.try_iter()? {
            add(node?)?;
        }
    }
    let edges_of = match has_nodes {
        true => g.getattr("edges")?,
        false => g.clone(),
    };
    let iter = edges_of.try_iter().map_err(|_| {
        PyTypeError::new_err(format!(
            "expected a graph (with .nodes and .edges, such as a networkx.Graph) or a list of edges, not {}",
            g.get_type().name().map_or("this".into(), |n| n.to_string())
        ))
    })?;
    let mut edges = Vec::new();
    for edge in iter {
        let edge = edge?;
        let mut ends = edge.try_iter().map_err(|_| {
            PyTypeError::new_err(format!("an edge is a pair of nodes (u, v), not {edge}"))
        })?;
        let (Some(u), Some(v)) = (ends.next(), ends.next()) else {
            return Err(PyTypeError::new_err(format!(
                "an edge is a pair of nodes (u, v), not {edge}"
            )));
        };
        let (u, v) = (u?, v?);
        if u.eq(&v)? {
            return Err(PyValueError::new_err(format!(
                "node {u} has a self-loop: no colouring can colour it"
            )));
        }
        edges.push((add(u)?, add(v)?));
    }
    let mut graph = UnGraph::with_capacity(nodes.len(), edges.len());
    (0..nodes.len()).for_each(|_| {
        graph.add_node(());
    });
    graph.extend_with_edges(edges);
    Ok(Graph { nodes, graph })
}

impl<'py> Graph<'py> {
    /// `{node: colour}` of a colouring by node index.
    fn colouring(&self, colours: &[Colour]) -> PyResult<Bound<'py, PyDict>> {
        let py = self.nodes.first().map(|n| n.py());
        let Some(py) = py else {
            return Err(PyValueError::new_err("no node"));
        };
        let dict = PyDict::new(py);
        for (node, &colour) in self.nodes.iter().zip(colours) {
            dict.set_item(node, colour)?;
        }
        Ok(dict)
    }
}

/// colour(G, k=None, *, timeout=None, seed=None)
/// --
///
/// Colours the graph G with as few colours as exist (without k) or with k colours.
///
/// G is a networkx graph, anything with .nodes and .edges, or a list of edges (u, v).
/// Returns a dict {node: colour}, colours numbered from 0; with k, None when no
/// k-colouring exists (a proof, not a timeout). Without k the colouring is minimum:
/// its colour count is the chromatic number. seed (non-zero) picks among colourings.
/// Raises GaveUp when timeout seconds pass first, and KeyboardInterrupt on Ctrl-C.
#[pyfunction]
#[pyo3(signature = (g, k=None, *, timeout=None, seed=None))]
fn colour<'py>(
    py: Python<'py>,
    g: &Bound<'py, PyAny>,
    k: Option<usize>,
    timeout: Option<f64>,
    seed: Option<u64>,
) -> PyResult<Option<Bound<'py, PyDict>>> {
    let read = read_graph(g)?;
    let settings = Settings {
        seed: seed.unwrap_or(0),
        ..Settings::default()
    };
    let n = read.nodes.len();
    if n == 0 {
        return Ok(Some(PyDict::new(py)));
    }
    let graph = &read.graph;
    match k {
        Some(k) => {
            let colourer = Colourer::new(graph, k, &[])
                .map_err(|e| PyValueError::new_err(format!("k={k}: {e}")))?;
            let (outcome, stats) = interrupt::run(py, timeout, |limits| {
                colourer
                    .colour_with(&vec![None; n], limits, &settings)
                    .expect("one entry per node")
            })?;
            match outcome {
                Outcome::Coloured(colours) => Ok(Some(read.colouring(&colours)?)),
                Outcome::NoColouring => Ok(None),
                Outcome::GaveUp => Err(gave_up(&format!("the {k}-colouring"), stats.nodes)),
            }
        }
        None => {
            let found = interrupt::run(py, timeout, |limits| chromatic(graph, limits, &settings))?;
            match (found.number(), &found.colouring) {
                (Some(_), Some(colours)) => Ok(Some(read.colouring(colours)?)),
                _ => Err(GaveUp::new_err(format!(
                    "the minimum colouring gave up between {} and {} colours (timeout)",
                    found.lower, found.upper
                ))),
            }
        }
    }
}

/// What chromatic_number found: the chromatic number when exact, else the bounds proven.
#[pyclass(frozen, module = "sudograph", get_all)]
struct Chromatic {
    /// No colouring with fewer colours exists.
    lower: usize,
    /// A colouring with this many colours exists (the colouring attribute).
    upper: usize,
    /// True when lower == upper: the chromatic number is known.
    exact: bool,
    /// The chromatic number when exact, else None.
    number: Option<usize>,
    /// A colouring {node: colour} with upper colours (None only past 65,536 colours).
    colouring: Option<Py<PyDict>>,
    /// The largest clique found, a proof of the lower bound when it equals it.
    clique: Py<PyList>,
}

#[pymethods]
impl Chromatic {
    fn __repr__(&self) -> String {
        match self.number {
            Some(number) => format!("Chromatic(number={number}, exact=True)"),
            None => format!(
                "Chromatic(lower={}, upper={}, exact=False)",
                self.lower, self.upper
            ),
        }
    }

    /// The chromatic number; an exception when only its bounds are known.
    fn __int__(&self) -> PyResult<usize> {
        self.number.ok_or_else(|| {
            GaveUp::new_err(format!(
                "the chromatic number lies between {} and {}: not settled",
                self.lower, self.upper
            ))
        })
    }
}

/// chromatic_number(G, *, timeout=None)
/// --
///
/// The chromatic number of G (a networkx graph, anything with .nodes and .edges, or a
/// list of edges), with a colouring that proves it and a clique.
///
/// Returns a Chromatic: .exact is True and .number is the chromatic number when the
/// search settled it; when timeout seconds pass first, .exact is False and .lower and
/// .upper are the bounds proven (int() of it then raises GaveUp).
#[pyfunction]
#[pyo3(signature = (g, *, timeout=None))]
fn chromatic_number(
    py: Python<'_>,
    g: &Bound<'_, PyAny>,
    timeout: Option<f64>,
) -> PyResult<Chromatic> {
    let read = read_graph(g)?;
    let graph = &read.graph;
    let found = interrupt::run(py, timeout, |limits| {
        chromatic(graph, limits, &Settings::default())
    })?;
    let colouring = match (&found.colouring, read.nodes.is_empty()) {
        (_, true) => Some(PyDict::new(py).unbind()),
        (Some(colours), false) => Some(read.colouring(colours)?.unbind()),
        (None, false) => None,
    };
    let clique = PyList::new(py, found.bounds.clique().iter().map(|&i| &read.nodes[i]))?;
    Ok(Chromatic {
        lower: found.lower,
        upper: found.upper,
        exact: found.number().is_some(),
        number: found.number(),
        colouring,
        clique: clique.unbind(),
    })
}

/// Adds the graph functions and the Chromatic class to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(colour, m)?)?;
    m.add_function(wrap_pyfunction!(chromatic_number, m)?)?;
    m.add_class::<Chromatic>()?;
    Ok(())
}
