//! Reading puzzle files: the source (file or stdin), the text options, and per-puzzle parse
//! errors reported on stderr without stopping the other puzzles.

use std::io::Read;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use sudograph::format::{Alphabet, Puzzle, ReadOptions, read_puzzles, read_regions};
use sudograph::grid::Shape;
use sudograph::rules::Variant;

use crate::cli::flags::input::{ReadArgs, RulesArgs, VariantArg};
use crate::cli::report::report;
use crate::cli::status::Status;

/// Text read from a file or stdin, with the name messages use for it.
pub struct Source {
    pub name: String,
    pub path: Option<PathBuf>,
    pub bytes: Vec<u8>,
}

/// Reads `path`, or stdin when it is `None` or `-`.
pub fn read_source(path: Option<&Path>) -> anyhow::Result<Source> {
    match path.filter(|p| p.as_os_str() != "-") {
        None => {
            let mut bytes = Vec::new();
            std::io::stdin()
                .lock()
                .read_to_end(&mut bytes)
                .context("cannot read standard input")?;
            Ok(Source {
                name: "<stdin>".to_string(),
                path: None,
                bytes,
            })
        }
        Some(path) => {
            let bytes =
                std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
            Ok(Source {
                name: path.display().to_string(),
                path: Some(path.to_path_buf()),
                bytes,
            })
        }
    }
}

/// The read options the flags ask for, the region map read and checked.
pub fn read_options(args: &ReadArgs) -> anyhow::Result<ReadOptions> {
    let symbols = match args.symbols.as_deref() {
        None => None,
        Some(text) => Some(Alphabet::custom(text).with_context(|| format!("--symbols {text}"))?),
    };
    let shape = match args.box_shape.as_deref() {
        None => None,
        Some(text) => {
            let parts: Option<(usize, usize)> = text
                .split_once(['x', 'X', '×'])
                .and_then(|(r, c)| Some((r.trim().parse().ok()?, c.trim().parse().ok()?)));
            let Some((rows, cols)) = parts else {
                bail!("--box {text:?}: expected ROWSxCOLS, e.g. 2x3");
            };
            Some(Shape::new(rows, cols).with_context(|| format!("--box {text}"))?)
        }
    };
    let variant = variant(&args.rules)?;
    // Irregular regions need no boxes, so any side will do for them.
    if let (Some(symbols), None, None) = (&symbols, shape, &variant.regions) {
        Shape::for_side(symbols.len())
            .with_context(|| format!("--symbols has {} symbols", symbols.len()))?;
    }
    if let (Some(symbols), Some(shape)) = (&symbols, shape)
        && symbols.len() != shape.side()
    {
        bail!(
            "--symbols has {} symbols but --box {shape} needs {}",
            symbols.len(),
            shape.side()
        );
    }
    let options = ReadOptions {
        symbols,
        shape,
        variant,
    };
    if let Err(disagree) = options.fixed_side() {
        bail!("{disagree}");
    }
    Ok(options)
}

/// The variant the flags ask for, the region map read and checked.
pub fn variant(args: &RulesArgs) -> anyhow::Result<Variant> {
    let regions = match &args.regions {
        None => None,
        Some(path) => {
            let text =
                std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
            Some(read_regions(&text).with_context(|| path.display().to_string())?)
        }
    };
    Ok(Variant {
        regions,
        diagonals: args.variant == VariantArg::X,
    })
}

/// The alphabet for a puzzle: the custom one, or the default for its side.
pub fn alphabet_for(options: &ReadOptions, side: usize) -> Alphabet {
    options
        .symbols
        .clone()
        .unwrap_or_else(|| Alphabet::for_side(side))
}

/// Every puzzle of the source that reads cleanly. Each one that does not is reported on
/// stderr (then how many of all failed) and makes the status `BadInput`; a source with no
/// puzzle at all is an error.
pub fn puzzles(
    source: &Source,
    options: &ReadOptions,
    status: &mut Status,
) -> anyhow::Result<Vec<Puzzle>> {
    let results = read_puzzles(&source.bytes, options);
    let total = results.len();
    let mut good = Vec::new();
    for result in results {
        match result {
            Ok(puzzle) => good.push(puzzle),
            Err(err) => {
                report(&format!("{}: {err}", source.name))?;
                status.note(Status::BadInput);
            }
        }
    }
    let bad = total - good.len();
    if bad > 0 && total > 1 {
        report(&format!("{bad} of {total} puzzles could not be read"))?;
    }
    if good.is_empty() && *status == Status::Success {
        bail!("{}: no puzzle found", source.name);
    }
    Ok(good)
}
