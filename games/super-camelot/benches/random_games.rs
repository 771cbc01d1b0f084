//! Random and greedy complete games per second.

use criterion::{Criterion, criterion_group, criterion_main};
use super_camelot::simulate::{Policy, SimulateOptions, simulate};

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("super_camelot");
    group.sample_size(10);
    for (name, policy) in [
        ("random_4p_10_games", Policy::Random),
        ("greedy_4p_10_games", Policy::Greedy),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| {
                simulate(&SimulateOptions {
                    players: 4,
                    games: 10,
                    seed: 7,
                    max_turns: 500,
                    policy,
                })
            });
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
