//! Named puzzle metrics: the `metrics` object of the JSON form. Counts are written
//! as JSON integers and ratios to the last bit (a machine form loses nothing; the
//! same seed gives the same bits); only the one-line summary rounds for reading.

use std::collections::BTreeMap;

use serde_json::{Number, Value};

/// Named numbers measured by a checker.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Metrics(BTreeMap<&'static str, Value>);

impl Metrics {
    pub fn count(&mut self, name: &'static str, value: usize) -> &mut Self {
        self.0.insert(name, Value::from(value as u64));
        self
    }

    /// A number that need not be whole (a share, a mean, a score), kept exactly.
    pub fn ratio(&mut self, name: &'static str, value: f64) -> &mut Self {
        self.0.insert(
            name,
            Number::from_f64(value).map_or(Value::Null, Value::Number),
        );
        self
    }

    /// A metric as a number, if present.
    pub fn get(&self, name: &str) -> Option<f64> {
        self.0.get(name).and_then(Value::as_f64)
    }

    pub fn to_json(&self) -> Value {
        Value::Object(
            self.0
                .iter()
                .map(|(k, v)| ((*k).to_string(), v.clone()))
                .collect(),
        )
    }

    /// `name=value` pairs for a one-line summary, fractions to four places.
    pub fn summary(&self) -> String {
        self.0
            .iter()
            .map(|(k, v)| match v.as_f64() {
                Some(x) if !v.is_u64() && !v.is_i64() && x.fract() != 0.0 && x.abs() < 1e9 => {
                    format!("{k}={}", (x * 10_000.0).round() / 10_000.0)
                }
                _ => format!("{k}={v}"),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}
/// For each branch leaving a perfect maze's solution, the number of cells on its
/// longest run away from the solution. Linear: one breadth-first pass outward
/// from the whole solution (`path`, cell indices below `cells`), then heights
/// accumulated in reverse order. Cell indices must fit in `u32`.
pub fn wrong_branch_depths<I>(
    cells: usize,
    path: &[usize],
    neighbours: impl Fn(usize) -> I,
) -> Vec<usize>
where
    I: Iterator<Item = usize>,
{
    const UNSEEN: u32 = u32::MAX;
    let mut parent = vec![UNSEEN; cells];
    let mut order: Vec<u32> = Vec::with_capacity(cells);
    for &cell in path {
        parent[cell] = cell as u32;
        order.push(cell as u32);
    }
    let mut next = 0;
    while let Some(&cell) = order.get(next) {
        next += 1;
        for other in neighbours(cell as usize) {
            if parent[other] == UNSEEN {
                parent[other] = cell;
                order.push(other as u32);
            }
        }
    }
    let mut height = vec![0u32; cells];
    let mut depths = Vec::new();
    for &cell in order[path.len()..].iter().rev() {
        let cell = cell as usize;
        height[cell] += 1;
        let up = parent[cell] as usize;
        if parent[up] as usize == up {
            depths.push(height[cell] as usize);
        } else {
            height[up] = height[up].max(height[cell]);
        }
    }
    depths
}
