fn main() {
    let input = std::io::BufReader::new(std::io::stdin());
    let _ = zertz_ai::protocol::run(input, std::io::stdout().lock());
}
