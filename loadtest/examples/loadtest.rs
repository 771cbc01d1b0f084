//! A stand-alone binary for the load generator (`albion loadtest` is the same, wired in the
//! terminal client): `cargo run --release -p loadtest --example loadtest -- --help`.

use clap::Parser;

/// Albion load generator.
#[derive(Debug, Parser)]
#[command(name = "loadtest", about = "Albion load generator (loopback only)")]
struct Cli {
    #[command(flatten)]
    args: loadtest::Args,
}

fn main() -> std::process::ExitCode {
    loadtest::run(&Cli::parse().args)
}
