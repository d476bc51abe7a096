//! The cost of one input, measured inside one run so that two sizes can be compared
//! (a ratio, never a time against a limit): the bytes this thread allocates and the
//! most it holds at once, counted by an allocator around the system's; or, where no
//! count sees the work, the shortest of a few timings.
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::time::{Duration, Instant};

struct Counting;

thread_local! {
    static LIVE: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
    static TOTAL: Cell<usize> = const { Cell::new(0) };
}

/// Counts a change of this thread's live bytes (nothing while the thread is ending).
fn note(delta: isize) {
    let _ = LIVE.try_with(|live| {
        let now = live.get() + delta;
        live.set(now);
        let _ = PEAK.try_with(|p| p.set(p.get().max(now)));
        if delta > 0 {
            let _ = TOTAL.try_with(|t| t.set(t.get() + delta.unsigned_abs()));
        }
    });
}

// SAFETY: every call is passed to the system allocator as is; only counters change.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note(layout.size() as isize);
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note(layout.size() as isize);
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        note(-(layout.size() as isize));
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note(new_size as isize - layout.size() as isize);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// What `f` cost this thread in memory.
#[derive(Debug, Clone, Copy)]
pub struct Memory {
    /// Bytes allocated in all.
    pub allocated: usize,
    /// The most held at once, above what was held before.
    pub peak: usize,
}

pub fn memory<T>(f: impl FnOnce() -> T) -> Memory {
    let before = LIVE.with(Cell::get);
    PEAK.with(|p| p.set(before));
    let total = TOTAL.with(Cell::get);
    drop(f());
    Memory {
        allocated: TOTAL.with(Cell::get) - total,
        peak: (PEAK.with(Cell::get) - before).unsigned_abs(),
    }
}

/// The shortest of `runs` timings of each of `f(n)` and `f(4 n)`, taken in turn, as
/// their ratio. Only where no count of work can see the cost (a loop that allocates
/// nothing): a busy machine only ever adds time, so the shortest run is the closest to
/// the work itself, and taking sizes in turn lets a burst of load slow both alike
/// (the median measured ×6.7 and ×7.7 for linear work under load, 2026-12-07).
pub fn time_ratio(runs: usize, n: usize, f: impl Fn(usize)) -> f64 {
    let (mut small, mut large) = (Duration::MAX, Duration::MAX);
    for _ in 0..runs {
        for (size, best) in [(n, &mut small), (4 * n, &mut large)] {
            let t = Instant::now();
            f(size);
            *best = (*best).min(t.elapsed());
        }
    }
    large.as_secs_f64() / small.as_secs_f64().max(1e-9)
}

/// Growth allowed from n to 4 n: linear is 4, n log n about 4.7, quadratic 16. Caches
/// push a linear cost past 6 now and then (×6.3 for unknown keys on an idle machine,
/// 2026-12-07): 8 keeps the margin from both sides.
pub const MAX_GROWTH: f64 = 8.0;

/// Fails when a cost grew faster than about linearly from n to 4 n.
pub fn assert_linear(what: &str, small: f64, large: f64) {
    let ratio = large / small.max(1.0);
    assert!(
        ratio < MAX_GROWTH,
        "{what}: cost ×{ratio:.1} from n to 4n ({small} → {large}), more than ×{MAX_GROWTH}"
    );
}
