//! The largest grid a command works on, and its refusal of a larger one: the lessons and
//! the pencil-mark grids keep a cell's candidates in one 64-bit word. A refusal is one
//! line that says why and the limit.

/// A command's largest side, and why it goes no further.
#[derive(Clone, Copy, Debug)]
pub struct Ceiling {
    /// What is refused: the command, or the command and flag (`solve --trace`).
    pub what: &'static str,
    /// The largest side it takes.
    pub side: usize,
    /// Why, in a few words (`the lesson's board keeps a cell's candidates in 64 bits`).
    pub why: &'static str,
}

impl Ceiling {
    /// The ceiling of a command that writes pencil-mark grids (`marks`): they are read
    /// back (`grade --marks`, `hint --grid`) up to [`sudograph::format::MAX_MARKS_SIDE`].
    pub fn marks(what: &'static str) -> Ceiling {
        Ceiling {
            what,
            side: sudograph::format::MAX_MARKS_SIDE,
            why: "a pencil-mark grid holds a cell's candidates in 64 bits",
        }
    }

    /// The ceiling of a command that tells a search or draws a hint as a lesson
    /// (`solve --trace`, `hint --dot`).
    pub fn lesson(what: &'static str) -> Ceiling {
        Ceiling {
            what,
            side: sudograph::lesson::MAX_LESSON_COLOURS,
            why: "the lesson's board keeps a cell's candidates in 64 bits",
        }
    }

    /// Why a grid of `side` is refused, when it is past the ceiling.
    pub fn refuses(&self, side: usize) -> Option<String> {
        (side > self.side).then(|| self.refusal(side))
    }

    /// Why a grid of `side`, past the ceiling, is refused: `marks works on grids up to
    /// 64×64 (WHY); this one is 81×81`.
    pub fn refusal(&self, side: usize) -> String {
        let Ceiling {
            what,
            side: most,
            why,
        } = *self;
        format!("{what} works on grids up to {most}×{most} ({why}); this one is {side}×{side}")
    }
}
