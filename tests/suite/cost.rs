//! The cost of one input, measured inside one run so that two sizes can be compared
//! (a ratio, never a time against a limit): the bytes this thread allocates and the
//! most it holds at once, counted by an allocator around the system's; or, where no
//! count sees the work, the least CPU time of a few runs (the thread's own, which a
//! busy machine does not lengthen as it does the wall clock).
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::time::Duration;

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

/// The CPU time this thread has used so far. Unlike the wall clock it leaves out the
/// time the thread waited for a core, which on a busy machine is most of it (the wall
/// clock gave ×8.2 for linear work at load 13 to 19, 2026-12-07).
#[cfg(unix)]
fn thread_cpu_time() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to write; nothing else is touched.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    assert_eq!(
        rc,
        0,
        "clock_gettime(CLOCK_THREAD_CPUTIME_ID): {}",
        std::io::Error::last_os_error()
    );
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// The least CPU time this thread spent on each of `f(n)` and `f(4 n)` over `runs`
/// runs taken in turn. Only where no count of work can see the cost (a loop that
/// allocates nothing). The thread's CPU time does not count the waits for a core, and
/// the least of a few runs leaves out most of what load still adds (caches emptied by
/// other processes, a core shared with a sibling thread): load only ever adds.
#[cfg(unix)]
pub fn cpu_times(runs: usize, n: usize, f: impl Fn(usize)) -> (Duration, Duration) {
    let (mut small, mut large) = (Duration::MAX, Duration::MAX);
    for _ in 0..runs {
        for (size, best) in [(n, &mut small), (4 * n, &mut large)] {
            let start = thread_cpu_time();
            f(size);
            *best = (*best).min(thread_cpu_time() - start);
        }
    }
    (small, large)
}

/// Fails when a CPU time grew faster than about linearly from n to 4 n.
pub fn assert_linear_time(what: &str, small: Duration, large: Duration) {
    let ratio = large.as_secs_f64() / small.as_secs_f64().max(1e-9);
    eprintln!("{what}: CPU time ×{ratio:.1} from n to 4n ({small:?} → {large:?})");
    assert!(
        ratio < MAX_GROWTH,
        "{what}: CPU time ×{ratio:.1} from n to 4n ({small:?} → {large:?}), more than ×{MAX_GROWTH}"
    );
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
