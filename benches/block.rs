//! Block maze speed: one attempt of the recipe (grow, cut the doors, check the tree
//! independently, walk the explored key, measure) at 101×101 and 1001×1001, the
//! growth alone at both sizes, and the 3-D model (mesh and binary STL) at 101×101.
//! Criterion reports cells per second; the cost per cell should stay about the same
//! from 101² to 1001² (linear time), and a 1001×1001 maze must be grown and
//! checked in at most 0.5 s.
//!
//! Run with `cargo bench --bench block`; pass a filter such as `-- model` for one.

use std::hint::black_box;
use std::time::Duration;

use criterion::{
    BenchmarkId, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use mazebook::puzzle::Recipe;
use mazebook::puzzle::block::grow::grow;
use mazebook::puzzle::block::model::{self, ModelSize};
use mazebook::puzzle::block::options::{BlockRequest, recipe};
use mazebook::puzzle::block::placement::cut_doors;
use mazebook::puzzle::cells::Placement;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// (side, samples, measurement seconds).
const SIZES: [(usize, usize, u64); 2] = [(101, 50, 3), (1001, 10, 10)];

fn make_and_check(c: &mut Criterion) {
    for (side, samples, seconds) in SIZES {
        let mut group = c.benchmark_group(format!("block_{side}x{side}"));
        group
            .sample_size(samples)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(seconds))
            .throughput(Throughput::Elements((side * side) as u64));
        if side > 101 {
            group.sampling_mode(SamplingMode::Flat);
        }
        let request = BlockRequest {
            width: Some(side),
            ..BlockRequest::default()
        };
        let recipe = recipe(&request, None).expect("a valid request");
        group.bench_function(BenchmarkId::from_parameter("attempt"), |b| {
            let mut rng = ChaCha8Rng::seed_from_u64(42);
            b.iter(|| black_box(recipe.attempt(&mut rng).is_ok()));
        });
        group.bench_function(BenchmarkId::from_parameter("grow"), |b| {
            let mut rng = ChaCha8Rng::seed_from_u64(42);
            b.iter(|| black_box(grow(side, side, 0.5, &mut rng)));
        });
        group.finish();
    }
}

fn model_export(c: &mut Criterion) {
    let mut maze = grow(101, 101, 0.5, &mut ChaCha8Rng::seed_from_u64(42));
    cut_doors(Placement::Corners, &mut maze);
    let mesh = model::build(&maze, ModelSize::default()).expect("a grown maze");
    let bytes = mesh.to_stl().expect("encodes").len();
    println!(
        "model of 101×101: {} triangles, {} vertices, {:.1} MB binary STL",
        mesh.triangles.len(),
        mesh.vertices.len(),
        bytes as f64 / 1e6
    );
    let mut group = c.benchmark_group("block_model_101x101");
    group.sample_size(30);
    group.bench_function("mesh_and_stl", |b| {
        b.iter(|| {
            let mesh = model::build(&maze, ModelSize::default()).expect("a grown maze");
            black_box(mesh.to_stl().expect("encodes").len())
        });
    });
    group.finish();
}

criterion_group!(benches, make_and_check, model_export);
criterion_main!(benches);
