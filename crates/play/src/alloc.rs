//! The engine's allocator in the browser: blocks of power-of-two sizes, a free list per
//! size, new blocks cut from pages the module grows its memory by.
//!
//! Why not the standard library's (dlmalloc): the browser compiles each wasm function
//! at its first call, and the reader's first tap is what calls them first. dlmalloc's
//! `malloc`, `free`, `realloc` and their helpers were 7.6 KB of the 33.8 KB of code
//! compiled on that tap, in ten functions; these are a few hundred bytes
//! (docs/MEASURES.md, « Le moteur dans la page »). A page's games allocate little
//! (positions, move lists, short strings), so rounding a block up to a power of two
//! and never giving pages back cost nothing that shows.
//!
//! One page thread: the state is a plain static touched only from the exports' call
//! (wasm32-unknown-unknown has no threads).

use core::alloc::{GlobalAlloc, Layout};
use core::cell::UnsafeCell;

/// The smallest block (a free block holds the next one's address).
const MIN: usize = 16;
/// Blocks are cut at an address that is a multiple of their size up to this, so any
/// alignment up to it holds for a block reused from its free list.
const ALIGN: usize = 64;
const PAGE: usize = 65536;

struct Heap {
    /// Per size class (block size 2^class), the first free block, 0 for none.
    free: [usize; 32],
    /// The next fresh byte and the end of the pages grown so far.
    next: usize,
    end: usize,
}

pub struct Blocks(UnsafeCell<Heap>);

// SAFETY: the engine runs on the page's one thread (see the module's text).
unsafe impl Sync for Blocks {}

#[global_allocator]
static HEAP: Blocks = Blocks(UnsafeCell::new(Heap {
    free: [0; 32],
    next: 0,
    end: 0,
}));

/// The class of a request: log2 of its block's size, or `None` past 2 GiB.
fn class(layout: &Layout) -> Option<usize> {
    let size = layout.size().max(layout.align()).max(MIN);
    let block = size.checked_next_power_of_two()?;
    Some(block.trailing_zeros() as usize)
}

impl Heap {
    /// A fresh block of `size` bytes (a power of two), growing memory if needed.
    fn cut(&mut self, size: usize) -> *mut u8 {
        let align = size.min(ALIGN);
        let mut at = (self.next + align - 1) & !(align - 1);
        if self.next == 0 || at + size > self.end {
            let pages = size.div_ceil(PAGE).max(16);
            let old = core::arch::wasm32::memory_grow(0, pages);
            if old == usize::MAX {
                return core::ptr::null_mut();
            }
            // the grown pages follow the old end: the unused tail of the last ones is
            // left behind (pages are 64 KB, blocks at most a few)
            at = old * PAGE;
            self.end = at + pages * PAGE;
        }
        self.next = at + size;
        at as *mut u8
    }
}

unsafe impl GlobalAlloc for Blocks {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.align() > ALIGN {
            return core::ptr::null_mut();
        }
        let Some(c) = class(&layout) else {
            return core::ptr::null_mut();
        };
        // SAFETY: one thread, and no export runs inside another
        let heap = unsafe { &mut *self.0.get() };
        let head = heap.free[c];
        if head != 0 {
            // SAFETY: a free block's first word is the next free block's address
            heap.free[c] = unsafe { *(head as *const usize) };
            return head as *mut u8;
        }
        heap.cut(1 << c)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let Some(c) = class(&layout) else {
            return;
        };
        // SAFETY: as in `alloc`; the block is ours and at least MIN bytes long
        let heap = unsafe { &mut *self.0.get() };
        unsafe { *(ptr as *mut usize) = heap.free[c] };
        heap.free[c] = ptr as usize;
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract for GlobalAlloc::realloc
        let new = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        if class(&new) == class(&layout) {
            return ptr;
        }
        // SAFETY: as in `alloc` and `dealloc`
        unsafe {
            let fresh = self.alloc(new);
            if !fresh.is_null() {
                core::ptr::copy_nonoverlapping(ptr, fresh, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
            fresh
        }
    }
}
