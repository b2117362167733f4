//! Peak memory of the largest everyday requests, as bytes on the heap counted by
//! this test binary's own allocator: unlike time or resident memory, a count a
//! busy machine cannot change. Each test fails when its request's peak passes
//! its bound, so a change that makes a large maze hold, copy or build more per
//! cell than it used to is caught here, not by a user (the bounds are about a
//! fifth above what the requests take today: 30, 45 and 40 MB), and so is one
//! that would let the largest requests the limits allow pass a gigabyte.
//!
//! Its own binary (not a module of `it`), so that no other test's allocations
//! are counted; the tests here take turns.

use std::alloc::{GlobalAlloc, Layout, System};
use std::io;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use clap::Command;
use mazebook::cli::puzzle::write_standalone_svg;
use mazebook::puzzle::flags::Made;
use mazebook::puzzle::registry;

/// The system's allocator, counting the bytes it holds and the most it held.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(bytes: usize) {
    let now = LIVE.fetch_add(bytes, Ordering::SeqCst) + bytes;
    PEAK.fetch_max(now, Ordering::SeqCst);
}

fn shrank(bytes: usize) {
    LIVE.fetch_sub(bytes, Ordering::SeqCst);
}

// SAFETY: every call is passed on to `System` unchanged; the counters only
// watch the sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `System.alloc`, with the caller's layout.
        let block = unsafe { System.alloc(layout) };
        if !block.is_null() {
            grew(layout.size());
        }
        block
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `System.alloc_zeroed`, with the caller's layout.
        let block = unsafe { System.alloc_zeroed(layout) };
        if !block.is_null() {
            grew(layout.size());
        }
        block
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        // SAFETY: the block came from this allocator with this layout.
        unsafe { System.dealloc(block, layout) };
        shrank(layout.size());
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the block came from this allocator with this layout.
        let moved = unsafe { System.realloc(block, layout, new_size) };
        if !moved.is_null() {
            grew(new_size);
            shrank(layout.size());
        }
        moved
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// One measurement at a time, so no other test's allocations are counted.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

const MB: usize = 1_000_000;

/// Runs `work` and returns the most bytes the heap held at once meanwhile,
/// above what it held when `work` began.
fn peak_heap(work: impl FnOnce()) -> usize {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let before = LIVE.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    work();
    PEAK.load(Ordering::SeqCst) - before
}

fn assert_within(what: &str, peak: usize, bound: usize) {
    assert!(
        peak <= bound,
        "{what}: the heap peaked at {:.1} MB, above its bound of {:.1} MB",
        peak as f64 / MB as f64,
        bound as f64 / MB as f64
    );
}

/// `mazebook puzzle grid ARGS`, made as the command line makes it.
fn puzzle_grid(args: &[&str]) -> Made {
    let kind = registry::find("grid").expect("the grid kind");
    let command = kind.flags(Command::new("grid"));
    let matches = command
        .try_get_matches_from(std::iter::once("grid").chain(args.iter().copied()))
        .expect("valid flags");
    kind.make_from_flags(&matches).expect("a maze")
}

#[test]
fn a_2000_by_2000_rectangle_is_made_summed_up_and_written_as_json_in_9_bytes_a_cell() {
    let peak = peak_heap(|| {
        // Generated, checked and measured, as `puzzle grid` makes it.
        let made = puzzle_grid(&[
            "--width",
            "2000",
            "--height",
            "2000",
            "--algorithm",
            "backtracker",
            "--seed",
            "1",
        ]);
        assert!(made.finished.summary().starts_with("grid 2000x2000"));
        let mut counted = Counted::default();
        made.finished.write_json(&mut counted).expect("written");
        // Every cell is a line of the form.
        assert!(counted.bytes > 4 * 4_000_000, "{} bytes", counted.bytes);
    });
    assert_within(
        "puzzle grid 2000×2000, summary and --json",
        peak,
        9 * 4 * MB,
    );
}

#[test]
fn a_million_cell_hexagon_is_drawn_to_svg_in_54_bytes_a_cell() {
    let peak = peak_heap(|| {
        let made = puzzle_grid(&["--shape", "hexagon", "--width", "1000", "--height", "1000"]);
        let mut counted = Counted::default();
        write_standalone_svg(&mut counted, made.finished.as_ref(), false, made.width_pt)
            .expect("written");
        assert!(counted.bytes > 20 * MB, "{} bytes", counted.bytes);
    });
    assert_within("puzzle grid hexagon 1000×1000 --svg", peak, 54 * MB);
}

#[test]
fn a_million_cell_circle_is_drawn_to_svg_with_its_answer_in_48_bytes_a_cell() {
    let peak = peak_heap(|| {
        // 571 rings: 1,001,947 cells.
        let made = puzzle_grid(&["--shape", "circle", "--width", "1142"]);
        for answer in [false, true] {
            let mut counted = Counted::default();
            write_standalone_svg(&mut counted, made.finished.as_ref(), answer, made.width_pt)
                .expect("written");
            assert!(counted.bytes > 5 * MB, "{} bytes", counted.bytes);
        }
    });
    assert_within(
        "puzzle grid circle 571 rings --svg --answer-svg",
        peak,
        48 * MB,
    );
}

/// The request that takes the most memory per cell (hexagons have the most
/// sides, Prim's maze the most dead ends, and `--braid 1` opens every one), at a
/// sixteenth of the largest board: what it takes per cell, times the 16
/// million cells of a 4000 × 4000 board, must stay under a gigabyte, so that no
/// request the limits allow needs more (`benches/whole_process.sh limits`
/// measures the largest ones whole).
#[test]
fn the_hungriest_request_scaled_to_the_largest_board_stays_under_a_gigabyte() {
    let peak = peak_heap(|| {
        let made = puzzle_grid(&[
            "--shape",
            "hexagon",
            "--width",
            "1000",
            "--height",
            "1000",
            "--algorithm",
            "prim",
            "--braid",
            "1",
        ]);
        for answer in [false, true] {
            let mut counted = Counted::default();
            write_standalone_svg(&mut counted, made.finished.as_ref(), answer, made.width_pt)
                .expect("written");
        }
    });
    assert_within(
        "puzzle grid hexagon 1000×1000 prim braid 1 --svg --answer-svg, times 16",
        peak * 16,
        1000 * MB,
    );
}

/// Counts what is written and drops it.
#[derive(Default)]
struct Counted {
    bytes: usize,
}

impl io::Write for Counted {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.bytes += bytes.len();
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
