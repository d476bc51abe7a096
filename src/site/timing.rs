//! Where a build's time goes, for profiling: with `ARBITRE_TEMPS=1` each step prints
//! its wall time to stderr (`temps: étape 12.3 ms`). Off by default: nothing is printed
//! and a step costs one relaxed load.
use std::sync::OnceLock;
use std::time::Instant;

static ON: OnceLock<bool> = OnceLock::new();

fn enabled() -> bool {
    *ON.get_or_init(|| std::env::var_os("ARBITRE_TEMPS").is_some_and(|v| v != "0"))
}

/// `arbitre -v`: the step times, as `ARBITRE_TEMPS=1` gives them. Call before any build.
pub fn enable() {
    let _ = ON.set(true);
}

/// A stopwatch over the steps of one job.
pub struct Steps {
    last: Option<Instant>,
}

impl Steps {
    pub fn start() -> Steps {
        Steps {
            last: enabled().then(Instant::now),
        }
    }

    /// Prints the time since the previous step (or the start) under `label`.
    pub fn step(&mut self, label: &str) {
        if let Some(last) = self.last {
            let now = Instant::now();
            eprintln!(
                "{}",
                crate::lang::fr::site::step_time(label, (now - last).as_secs_f64() * 1000.0)
            );
            self.last = Some(now);
        }
    }
}
