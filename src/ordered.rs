//! Parallel work consumed in order: items are made in parallel batches and handed,
//! one at a time and in index order, to a consumer that runs on the calling thread
//! while the next batch is being made. Only two batches are alive at once, so a
//! book's pages stream through the build instead of all being held in memory; the
//! order (and so the output) never depends on the thread count.

use rayon::prelude::*;

/// Makes items `0..count` with `make` (in parallel) and gives them to `take` in
/// order, `batch` at a time. The first error in index order is returned; `take`
/// sees no item after an error.
pub fn make_in_order<T, E, M, F>(count: usize, batch: usize, make: M, mut take: F) -> Result<(), E>
where
    T: Send,
    E: Send,
    M: Fn(usize) -> Result<T, E> + Sync,
    F: FnMut(T) -> Result<(), E>,
{
    let batch = batch.max(1);
    let mut ready = make_batch(0..count.min(batch), &make)?;
    let mut next_start = ready.len();
    while !ready.is_empty() {
        let upcoming = next_start..count.min(next_start + batch);
        next_start = upcoming.end;
        let mut made = None;
        rayon::in_place_scope(|scope| {
            scope.spawn(|_| made = Some(make_batch(upcoming, &make)));
            ready.drain(..).try_for_each(&mut take)
        })?;
        ready = made.unwrap_or_else(|| Ok(Vec::new()))?;
    }
    Ok(())
}

/// One batch, in order; the first failure in index order wins whatever the timing.
fn make_batch<T, E, M>(range: std::ops::Range<usize>, make: &M) -> Result<Vec<T>, E>
where
    T: Send,
    E: Send,
    M: Fn(usize) -> Result<T, E> + Sync,
{
    let results: Vec<Result<T, E>> = range.into_par_iter().map(make).collect();
    results.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::make_in_order;

    fn taken_with(
        threads: usize,
        count: usize,
        batch: usize,
        fail_at: &[usize],
    ) -> (Vec<usize>, Option<String>) {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        let mut taken = Vec::new();
        let result = pool.install(|| {
            make_in_order(
                count,
                batch,
                |i| match fail_at.contains(&i) {
                    true => Err(format!("item {i} failed")),
                    false => Ok(i * 10),
                },
                |item| {
                    taken.push(item);
                    Ok(())
                },
            )
        });
        (taken, result.err())
    }

    #[test]
    fn every_item_arrives_once_in_order_whatever_the_threads_and_batch() {
        for threads in [1, 4] {
            for (count, batch) in [(0, 3), (1, 3), (10, 3), (10, 10), (10, 64), (97, 8)] {
                let (taken, error) = taken_with(threads, count, batch, &[]);
                assert_eq!(taken, (0..count).map(|i| i * 10).collect::<Vec<_>>());
                assert_eq!(error, None);
            }
        }
    }

    #[test]
    fn the_first_failure_in_order_is_reported_and_nothing_after_it_is_taken() {
        for threads in [1, 4] {
            let (taken, error) = taken_with(threads, 40, 8, &[29, 13, 14]);
            assert_eq!(taken, (0..8).map(|i| i * 10).collect::<Vec<_>>());
            assert_eq!(error.as_deref(), Some("item 13 failed"));
        }
    }

    #[test]
    fn a_failing_consumer_stops_the_stream() {
        let mut taken = Vec::new();
        let result = make_in_order(20, 4, Ok, |item| {
            taken.push(item);
            match item {
                5 => Err("full disk"),
                _ => Ok(()),
            }
        });
        assert_eq!(result, Err("full disk"));
        assert_eq!(taken, vec![0, 1, 2, 3, 4, 5]);
    }
}
