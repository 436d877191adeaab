//! A hint to the processor: bring the memory of a value into its cache ahead of a read, so
//! that a table probe a moment later does not wait for main memory. It changes nothing a
//! program can observe but its speed; on processors without the instruction it does nothing.

/// Asks the processor to load the cache line holding `value`.
#[inline]
pub(crate) fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch reads nothing into the program and cannot fault; the address is
        // that of a live reference.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(value).cast::<i8>()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}
