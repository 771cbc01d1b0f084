fn main() {
    eprintln!("albion-server: not built yet");
    std::process::exit(1);
}
