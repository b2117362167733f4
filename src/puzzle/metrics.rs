//! Named puzzle metrics: the `metrics` object of the JSON form. Counts are written
//! as JSON integers, ratios as numbers rounded to four places, so the manifest is
//! stable and readable.

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

    pub fn ratio(&mut self, name: &'static str, value: f64) -> &mut Self {
        let rounded = (value * 10_000.0).round() / 10_000.0;
        self.0.insert(
            name,
            Number::from_f64(rounded).map_or(Value::Null, Value::Number),
        );
        self
    }

    /// A number kept to the last bit (a score other tools compare exactly).
    pub fn exact(&mut self, name: &'static str, value: f64) -> &mut Self {
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

    /// `name=value` pairs for a one-line summary.
    pub fn summary(&self) -> String {
        self.0
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(" ")
    }
}
