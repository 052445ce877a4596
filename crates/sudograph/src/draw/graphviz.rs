//! A picture of DOT text, drawn by Graphviz's `neato` run as a child process (feature
//! `graphviz`). No layout is chosen here: every DOT this crate writes names its own
//! (`layout=nop2` for a grid, `neato` for any other graph), so the picture is the one
//! `dot -Tpng FILE`, `neato` or `fdp` draws of the same text.

use std::fmt;
use std::io::{self, Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::str::FromStr;

/// A picture format Graphviz renders to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PictureFormat {
    /// Scalable vector graphics.
    Svg,
    /// Portable network graphics.
    Png,
}

impl PictureFormat {
    /// Every format, in the order help lists them.
    pub const ALL: [PictureFormat; 2] = [PictureFormat::Svg, PictureFormat::Png];

    /// The Graphviz `-T` name, also the file extension: `svg`, `png`.
    pub fn name(self) -> &'static str {
        match self {
            PictureFormat::Svg => "svg",
            PictureFormat::Png => "png",
        }
    }
}

impl fmt::Display for PictureFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for PictureFormat {
    type Err = String;

    /// A format by its name, in any case.
    fn from_str(name: &str) -> Result<PictureFormat, String> {
        PictureFormat::ALL
            .into_iter()
            .find(|format| format.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| format!("unknown picture format `{name}`: svg or png"))
    }
}

/// Why no picture was drawn. Every way rendering can fail is one of these, never a
/// silent success.
#[derive(Debug)]
pub enum RenderError {
    /// `neato` is not on `PATH`.
    NotInstalled,
    /// `neato` is there but could not be started, or not waited for.
    Start(io::Error),
    /// Where the picture goes refused it.
    Output(io::Error),
    /// `neato` exited with failure, with the first line it said.
    Failed {
        /// How it exited.
        status: ExitStatus,
        /// Its first line on stderr, if any.
        said: String,
    },
    /// `neato` stopped reading before the end of the DOT, so the picture may be cut short.
    StoppedReading {
        /// The error writing the DOT met.
        error: io::Error,
        /// Its first line on stderr, if any.
        said: String,
    },
    /// `neato` reported success but wrote no picture.
    Empty {
        /// Its first line on stderr, if any.
        said: String,
    },
}

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenderError::NotInstalled => f.write_str(
                "`neato` is not on PATH; install Graphviz \
                 (Debian/Ubuntu: apt-get install graphviz; macOS: brew install graphviz)",
            ),
            RenderError::Start(err) => write!(f, "cannot run Graphviz `neato`: {err}"),
            RenderError::Output(err) => write!(f, "{err}"),
            RenderError::Failed { status, said } => write!(f, "neato failed ({status}){said}"),
            RenderError::StoppedReading { error, said } => {
                write!(
                    f,
                    "neato stopped reading the drawing before its end ({error}){said}"
                )
            }
            RenderError::Empty { said } => {
                write!(f, "neato reported success but wrote nothing{said}")
            }
        }
    }
}

impl std::error::Error for RenderError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            // Not `StoppedReading`'s: a closed pipe there is neato's failure, which a caller
            // must not take for its own reader going away.
            RenderError::Start(err) | RenderError::Output(err) => Some(err),
            _ => None,
        }
    }
}

/// Draws `dot` as a picture in `format`, written to `out` as Graphviz's `neato` makes it.
///
/// The DOT is written to `neato`'s input and its messages read on threads of their own
/// while this one copies the picture, so that no side waits on a full pipe. `out` gets
/// whatever `neato` wrote even when rendering then fails: a caller that must not leave a
/// half picture writes to a temporary file first.
///
/// # Errors
/// [`RenderError`]: `neato` missing or failing, stopping before the end of the DOT, or
/// writing nothing; `out` refusing the picture.
///
/// # Examples
/// ```no_run
/// use sudograph::{Grid, draw};
/// use sudograph::draw::graphviz::{PictureFormat, render};
/// let puzzle: Grid = "..34.421...31342".parse().unwrap();
/// let mut png = Vec::new();
/// render(&draw::dot::grid_to_dot(&puzzle, None), PictureFormat::Png, &mut png).unwrap();
/// assert!(png.starts_with(b"\x89PNG"));
/// ```
pub fn render(dot: &str, format: PictureFormat, out: &mut dyn Write) -> Result<(), RenderError> {
    let mut child = spawn_neato(format)?;
    let mut input = child.stdin.take().expect("stdin is piped");
    let mut picture = child.stdout.take().expect("stdout is piped");
    let mut messages = child.stderr.take().expect("stderr is piped");
    let (sent, said, copied) = std::thread::scope(|scope| {
        let writer = scope.spawn(move || {
            let sent = input.write_all(dot.as_bytes()).and_then(|()| input.flush());
            drop(input);
            sent
        });
        let reader = scope.spawn(move || {
            let mut said = Vec::new();
            messages.read_to_end(&mut said).map(|_| said)
        });
        let copied = io::copy(&mut picture, out);
        // Closed before waiting on the threads: a neato whose picture is no longer read
        // stops (broken pipe) instead of waiting for ever.
        drop(picture);
        (writer.join(), reader.join(), copied)
    });
    let status = child.wait().map_err(RenderError::Start)?;
    // Where the picture goes failed first: neato's own failure may only follow from it.
    let copied = copied.map_err(RenderError::Output)?;
    let said = match said {
        Ok(Ok(said)) => said,
        _ => Vec::new(),
    };
    let said = first_line(&String::from_utf8_lossy(&said));
    if !status.success() {
        return Err(RenderError::Failed { status, said });
    }
    match sent {
        Ok(Ok(())) => {}
        Ok(Err(error)) => return Err(RenderError::StoppedReading { error, said }),
        Err(_) => {
            let error = io::Error::other("the thread sending it panicked");
            return Err(RenderError::StoppedReading { error, said });
        }
    }
    match copied {
        0 => Err(RenderError::Empty { said }),
        _ => Ok(()),
    }
}

/// `: LINE`, the first line of what neato said, or nothing when it said nothing.
fn first_line(said: &str) -> String {
    match said.trim() {
        "" => String::new(),
        text => format!(": {}", text.lines().next().unwrap_or_default()),
    }
}

/// Starts `neato -T<format>` with its input, output and messages piped. Standard output,
/// not `-o`: with `-o`, each graph of several overwrites the last.
fn spawn_neato(format: PictureFormat) -> Result<Child, RenderError> {
    Command::new("neato")
        .arg(format!("-T{}", format.name()))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|err| match err.kind() {
            io::ErrorKind::NotFound => RenderError::NotInstalled,
            _ => RenderError::Start(err),
        })
}

#[cfg(test)]
mod tests {
    use super::PictureFormat;

    #[test]
    fn formats_read_back_from_their_names_in_any_case() {
        for format in PictureFormat::ALL {
            assert_eq!(format.name().parse(), Ok(format));
            assert_eq!(format.name().to_uppercase().parse(), Ok(format));
        }
        assert!("jpeg".parse::<PictureFormat>().is_err());
    }
}
