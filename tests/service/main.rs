//! The game service and its store on real SQLite files, without Discord: games, refusals,
//! races, clocks, ratings, records, faults and migrations.

mod support;

mod clock;
mod errors;
mod games;
mod players;
mod races;
mod ratings;
mod records;
mod reviews;
mod store_faults;
mod store_migrations;
