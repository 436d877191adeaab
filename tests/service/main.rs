//! The game service and its store on real databases, without Discord: games, refusals,
//! races, clocks, ratings, records, puzzles, faults and migrations. Each test runs on a fresh SQLite file
//! and on a fresh schema of the PostgreSQL server (see `support/harness.rs`).

#[macro_use]
mod support;

mod clock;
mod errors;
mod games;
mod players;
mod puzzles;
mod races;
mod ratings;
mod records;
mod reviews;
mod store_copy;
mod store_faults;
mod store_migrations;
mod store_postgres;

fn main() -> std::process::ExitCode {
    let cases = [
        clock::cases(),
        errors::cases(),
        games::cases(),
        players::cases(),
        puzzles::cases(),
        races::cases(),
        ratings::cases(),
        records::cases(),
        reviews::cases(),
        store_faults::cases(),
        store_copy::cases(),
        store_migrations::cases(),
        store_postgres::cases(),
    ];
    support::harness::main(cases.into_iter().flatten().collect())
}
