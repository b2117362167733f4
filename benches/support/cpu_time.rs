//! The clock the per-cell benchmarks read: this thread's CPU time, so that other
//! processes on a busy machine do not count.

use std::time::Duration;

/// The CPU time this thread has had so far (Linux's scheduler statistics); wall
/// time elsewhere.
pub fn cpu_time() -> Duration {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|text| text.split_whitespace().next()?.parse().ok())
        .map(Duration::from_nanos)
        .unwrap_or_else(|| START.with(|start| start.elapsed()))
}

thread_local! {
    static START: std::time::Instant = std::time::Instant::now();
}
