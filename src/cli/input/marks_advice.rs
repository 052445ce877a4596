//! What each command says of a line of 9×9 pencil marks met among its puzzles: where pencil
//! marks are read instead.

/// What a command that reads no pencil marks says of a 9×9 pencil-mark line in its input.
pub const MARKS_ELSEWHERE: &str =
    "solve and grade read pencil marks, hint as the player's grid (--grid)";

/// What `hint` says of a 9×9 pencil-mark line among its puzzles: it takes pencil marks as
/// the player's grids.
pub const MARKS_GRID: &str = "give pencil marks as the player's grid (--grid), beside the puzzle";

/// What `solve` and `grade` say of a 9×9 pencil-mark line amid puzzles: they read a file
/// whose first line is one as pencil marks.
pub const MARKS_FILE: &str = "read it with --marks, or first in a file of pencil marks";
