//! The export table the page calls (`static/play.js`). Handles are small numbers into
//! a table of sessions; 0 means failure, with the reason as JSON in the output buffer.
//! Inputs are UTF-8 strings the page wrote into memory obtained from [`arb_alloc`].

use crate::Session;

struct State {
    sessions: Vec<Option<Session>>,
    out: Vec<u8>,
}

// In the page: one thread (wasm32-unknown-unknown has none other), and no export
// calls another, so a bare cell, neither a mutex nor a thread-local key, whose lock
// and closures were functions more for the browser to compile at the first tap
// (docs/MEASURES.md, « Le moteur dans la page »). Natively (tests, tools) a mutex.
#[cfg(target_arch = "wasm32")]
struct Cell(std::cell::UnsafeCell<State>);

// SAFETY: wasm32-unknown-unknown runs the module on one thread
#[cfg(target_arch = "wasm32")]
unsafe impl Sync for Cell {}

#[cfg(target_arch = "wasm32")]
static STATE: Cell = Cell(std::cell::UnsafeCell::new(State {
    sessions: Vec::new(),
    out: Vec::new(),
}));

#[cfg(target_arch = "wasm32")]
fn with<R>(f: impl FnOnce(&mut State) -> R) -> R {
    // SAFETY: see `Cell`: no other borrow of the state is alive while an export runs
    f(unsafe { &mut *STATE.0.get() })
}

#[cfg(not(target_arch = "wasm32"))]
static STATE: std::sync::Mutex<State> = std::sync::Mutex::new(State {
    sessions: Vec::new(),
    out: Vec::new(),
});

#[cfg(not(target_arch = "wasm32"))]
fn with<R>(f: impl FnOnce(&mut State) -> R) -> R {
    let mut s = STATE.lock().unwrap_or_else(|e| e.into_inner());
    f(&mut s)
}

/// Reads a string the page wrote at `ptr` (`len` bytes); invalid UTF-8 reads as empty.
///
/// # Safety
/// `ptr..ptr+len` must be memory the page got from [`arb_alloc`] and filled.
unsafe fn text<'a>(ptr: *const u8, len: usize) -> &'a str {
    if ptr.is_null() || len == 0 {
        return "";
    }
    // SAFETY: the caller's contract above
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len) };
    // ids, positions and most moves are ASCII: a plain loop checks them, and UTF-8's
    // full validation (one of the largest functions the first tap would compile,
    // docs/MEASURES.md) runs only for other text
    let mut i = 0;
    while i < bytes.len() && bytes[i] < 0x80 {
        i += 1;
    }
    if i == bytes.len() {
        // SAFETY: ASCII bytes only, which are valid UTF-8
        return unsafe { std::str::from_utf8_unchecked(bytes) };
    }
    std::str::from_utf8(bytes).unwrap_or("")
}

fn answer(s: &mut State, json: String) -> usize {
    s.out = json.into_bytes();
    s.out.len()
}

/// `len` bytes for the page to write a string into.
#[unsafe(no_mangle)]
pub extern "C" fn arb_alloc(len: usize) -> *mut u8 {
    let mut v = Vec::<u8>::with_capacity(len.max(1));
    let p = v.as_mut_ptr();
    std::mem::forget(v);
    p
}

/// Gives back memory from [`arb_alloc`].
///
/// # Safety
/// `ptr` and `len` as given to and by [`arb_alloc`], once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arb_free(ptr: *mut u8, len: usize) {
    if !ptr.is_null() {
        // SAFETY: the caller's contract above
        drop(unsafe { Vec::from_raw_parts(ptr, 0, len.max(1)) });
    }
}

/// Where the last answer is.
#[unsafe(no_mangle)]
pub extern "C" fn arb_out_ptr() -> *const u8 {
    with(|s| s.out.as_ptr())
}

/// The last answer's length in bytes.
#[unsafe(no_mangle)]
pub extern "C" fn arb_out_len() -> usize {
    with(|s| s.out.len())
}

/// A new game: its handle (≥ 1), or 0 with `{"error":"…"}` as the answer.
///
/// # Safety
/// Each (pointer, length) pair as for [`text`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arb_new_game(
    game: *const u8,
    game_len: usize,
    position: *const u8,
    position_len: usize,
    rules: *const u8,
    rules_len: usize,
) -> u32 {
    // SAFETY: the caller's contract above
    let (g, p, r) = unsafe {
        (
            text(game, game_len),
            text(position, position_len),
            text(rules, rules_len),
        )
    };
    let made = Session::new(g, p, r);
    with(|s| match made {
        Ok(session) => {
            s.sessions.push(Some(session));
            answer(s, "{}".into());
            s.sessions.len() as u32
        }
        Err(e) => {
            answer(
                s,
                ["{\"error\":", &crate::json::quote(&e.id()), "}"].concat(),
            );
            0
        }
    })
}

fn session<R>(handle: u32, f: impl FnOnce(&mut Session) -> R) -> Option<R> {
    with(|s| {
        let i = (handle as usize).checked_sub(1)?;
        s.sessions.get_mut(i)?.as_mut().map(f)
    })
}

fn reply(json: Option<String>) -> usize {
    with(|s| answer(s, json.unwrap_or_else(|| "null".into())))
}

/// The legal moves (see [`Session::legal_json`]), with their texts when `texts` is
/// not 0; the answer's length.
#[unsafe(no_mangle)]
pub extern "C" fn arb_legal_moves(handle: u32, texts: u32) -> usize {
    reply(session(handle, |g| g.legal_json(texts != 0)))
}

/// Move `index` of the last listing written out in French, `{"f":…}` (see
/// [`Session::move_text_fr`]; the notation's text comes with the listing, `texts`).
#[unsafe(no_mangle)]
pub extern "C" fn arb_move_text(handle: u32, index: u32) -> usize {
    reply(session(handle, |g| g.move_text_fr(index as usize)).flatten())
}

/// The state (see [`Session::state_json`]); the answer's length.
#[unsafe(no_mangle)]
pub extern "C" fn arb_state(handle: u32) -> usize {
    reply(session(handle, |g| g.state_json()))
}

/// Plays move `index` of the last listing; 1 if played (the answer is the new state).
#[unsafe(no_mangle)]
pub extern "C" fn arb_play(handle: u32, index: u32) -> u32 {
    let done = session(handle, |g| g.play(index as usize).then(|| g.state_json()));
    let played = matches!(done, Some(Some(_)));
    reply(done.flatten());
    played as u32
}

/// Plays a move written out (the guide's line); 1 if played.
///
/// # Safety
/// As for [`text`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arb_play_text(handle: u32, mv: *const u8, len: usize) -> u32 {
    // SAFETY: the caller's contract above
    let t = unsafe { text(mv, len) };
    let done = session(handle, |g| g.play_text(t).then(|| g.state_json()));
    let played = matches!(done, Some(Some(_)));
    reply(done.flatten());
    played as u32
}

/// Takes back a move; 1 if one was taken back (the answer is the state).
#[unsafe(no_mangle)]
pub extern "C" fn arb_undo(handle: u32) -> u32 {
    let done = session(handle, |g| g.undo().then(|| g.state_json()));
    let undone = matches!(done, Some(Some(_)));
    reply(done.flatten());
    undone as u32
}

/// Forgets a game.
#[unsafe(no_mangle)]
pub extern "C" fn arb_drop_game(handle: u32) {
    with(|s| {
        if let Some(slot) = (handle as usize)
            .checked_sub(1)
            .and_then(|i| s.sessions.get_mut(i))
        {
            *slot = None;
        }
    });
}
