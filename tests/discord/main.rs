//! The Discord adapter: real payloads, and the real bot against a fake Discord on 127.0.0.1.

mod support;

mod community;
mod e2e;
mod languages;
mod payloads;
mod puzzles;
mod refusals;
