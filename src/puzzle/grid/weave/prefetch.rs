//! A hint to the processor to bring a cache line in before it is read, so a
//! read far away in a large list or grid overlaps the work before it instead of
//! stalling it. Only a hint: it reads nothing, cannot fault, and changes no
//! result. On x86-64 it is SSE's `prefetcht0` (part of the baseline there);
//! elsewhere nothing.
//!
//! The crate's one `unsafe` block: Rust 1.95 still asks for one around a
//! `#[target_feature]` intrinsic unless the calling function lists the feature,
//! which an `#[inline(always)]` function may not; a crate for one instruction
//! would hide the same block.

/// Brings the line holding `items[index]` into the cache (an index past the
/// end is allowed: nothing is read).
#[inline(always)]
pub fn prefetch<T>(items: &[T], index: usize) {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse"))]
    {
        use core::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        let line = items.as_ptr().wrapping_add(index).cast::<i8>();
        // SAFETY: SSE is enabled (the cfg above), and a prefetch reads no
        // memory and cannot fault, whatever the address.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(line) };
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse")))]
    let _ = (items, index);
}
