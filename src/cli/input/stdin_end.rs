//! Whether standard input reads to its end without waiting: a regular file, or a pipe whose
//! writer has closed it (all it will ever hold is in it already). A batch whose input is
//! known to end so can look past its first chunk before answering it.

/// True when standard input is a regular file, or a pipe (or FIFO) that no writer holds
/// open any more. False for anything else, and wherever it cannot be told: a terminal or
/// a pipe still open may make a reader wait.
pub fn stdin_ends_without_waiting() -> bool {
    #[cfg(unix)]
    {
        use rustix::event::{PollFd, PollFlags, Timespec, poll};
        use rustix::fs::{FileType, fstat};
        let stdin = std::io::stdin();
        let Ok(stat) = fstat(&stdin) else {
            return false;
        };
        match FileType::from_raw_mode(stat.st_mode) {
            FileType::RegularFile => true,
            FileType::Fifo => {
                let mut fds = [PollFd::new(&stdin, PollFlags::IN)];
                let now = Timespec {
                    tv_sec: 0,
                    tv_nsec: 0,
                };
                poll(&mut fds, Some(&now)).is_ok() && fds[0].revents().contains(PollFlags::HUP)
            }
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        false
    }
}
