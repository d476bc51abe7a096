//! How far a long build has gone, for the command line's progress bar: the stages say
//! how many steps they have and when one is done; the edge draws it (no words here).

/// A stage of the build that reports its steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Pages rendered, their examples checked.
    Render,
    /// Pages laid out in the templates (and written, with a sink).
    Layout,
}

/// What the stages tell as they go. Called from the build's threads, in any order.
pub trait Progress: Sync {
    /// `stage` starts, with `total` steps.
    fn start(&self, stage: Stage, total: usize);
    /// One step is done; `examples`: the examples it checked.
    fn step(&self, examples: usize);
}

/// Tells `progress`, if any, that `stage` starts.
pub fn start(progress: Option<&dyn Progress>, stage: Stage, total: usize) {
    if let Some(p) = progress {
        p.start(stage, total);
    }
}

/// Tells `progress`, if any, that one step is done.
pub fn step(progress: Option<&dyn Progress>, examples: usize) {
    if let Some(p) = progress {
        p.step(examples);
    }
}
