//! The solvers of the rules met so far, kept between calls: compiling a grid's constraint
//! graph costs more than solving a 9×9 puzzle, and a program calls `solve` puzzle after
//! puzzle under the same rules.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use sudograph::rules::Rules;
use sudograph::solve::Solver;

/// The most sets of rules kept; past it the cache starts again (programs use a few).
const MOST_KEPT: usize = 16;

/// The solvers kept, by their rules.
static SOLVERS: Mutex<Option<HashMap<Rules, Arc<Solver>>>> = Mutex::new(None);

/// The solver of `rules`: the one kept, or a new one, kept.
pub fn solver(rules: &Rules) -> Arc<Solver> {
    let mut kept = SOLVERS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let kept = kept.get_or_insert_with(HashMap::new);
    if let Some(solver) = kept.get(rules) {
        return Arc::clone(solver);
    }
    if kept.len() >= MOST_KEPT {
        kept.clear();
    }
    let solver = Arc::new(Solver::new(rules.clone()));
    kept.insert(rules.clone(), Arc::clone(&solver));
    solver
}
