//! Starting the bot from the command line with a bad setting: a clear refusal and a non-zero
//! exit, logs fit for a file or a collector, and the token never in them.

use std::process::{Command, Output, Stdio};

const TOKEN: &str = "secret-token-never-logged";

/// Runs `zertz-bot bot` (and the local game) with `env`, no Discord anywhere.
fn run(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_zertz-bot"));
    command
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .env_remove("DEV_GUILD_ID")
        .env_remove("LOG_FORMAT")
        .env_remove("RUST_LOG")
        // Nothing may reach Discord: a port on this machine nobody listens on.
        .env("DISCORD_API_BASE", "http://127.0.0.1:9")
        .stdin(Stdio::null());
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().expect("the binary runs")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_database_url_that_names_no_file_is_refused_at_start() {
    for url in ["sqlite://", "sqlite:", "sqlite::memory:"] {
        let output = run(&["bot"], &[("DISCORD_TOKEN", TOKEN), ("DATABASE_URL", url)]);
        let text = stderr(&output);
        assert!(!output.status.success(), "{url}: {text}");
        assert!(text.contains("names no file"), "{url}: {text}");
        assert!(!text.contains("panicked"), "{url}: {text}");
        assert!(!text.contains(TOKEN), "the token is never logged: {text}");
    }
    let output = run(&["local"], &[("DATABASE_URL", "sqlite://")]);
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("names no file"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn logs_to_a_file_have_no_colour_codes_and_json_logs_are_json() {
    let output = run(
        &["bot"],
        &[("DISCORD_TOKEN", TOKEN), ("DATABASE_URL", "sqlite://")],
    );
    let text = stderr(&output);
    assert!(text.contains("starting the bot"), "{text}");
    assert!(
        !text.contains('\u{1b}'),
        "no escape codes off a terminal: {text:?}"
    );

    let output = run(
        &["bot"],
        &[
            ("DISCORD_TOKEN", TOKEN),
            ("DATABASE_URL", "sqlite://"),
            ("LOG_FORMAT", "json"),
        ],
    );
    let text = stderr(&output);
    let first = text.lines().next().unwrap_or_default();
    let line: serde_json::Value = serde_json::from_str(first)
        .unwrap_or_else(|e| panic!("the first line is JSON ({e}): {text}"));
    assert_eq!(line["fields"]["message"], "starting the bot", "{line}");
    assert_eq!(line["level"], "INFO");
    assert!(!text.contains(TOKEN), "the token is never logged: {text}");

    let output = run(
        &["bot"],
        &[("DISCORD_TOKEN", TOKEN), ("LOG_FORMAT", "fancy")],
    );
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("LOG_FORMAT is text (the default) or json"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_server_id_of_zero_is_refused_at_start() {
    let dir = tempfile::tempdir().expect("a folder");
    let url = format!("sqlite://{}", dir.path().join("bot.db").display());
    for id in ["0", "zero"] {
        let output = run(
            &["bot"],
            &[
                ("DISCORD_TOKEN", TOKEN),
                ("DATABASE_URL", &url),
                ("DEV_GUILD_ID", id),
            ],
        );
        let text = stderr(&output);
        assert!(!output.status.success(), "{id}: {text}");
        assert!(text.contains("DEV_GUILD_ID"), "{id}: {text}");
        assert!(!text.contains("panicked"), "{id}: {text}");
        assert!(!text.contains(TOKEN), "the token is never logged: {text}");
    }
}
