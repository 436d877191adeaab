//! What the bot says: the short line under every board, in Discord markdown with mentions.

use std::fmt::Display;

use crate::ai::puzzles::Difficulty;
use crate::engine::Player;
use crate::i18n::{Lang, tr};
use crate::service::words::{self, PuzzleVoice, RefusalVoice, Voice};
pub use crate::service::words::{sentence, time_limit};
use crate::service::{
    DailyPost, Event, GameView, LadderEntry, Notice, NoticeKind, Profile, PuzzleRecord, PuzzleStep,
    PuzzleView, Seat, ServiceError, Update,
};

/// How a seat is named in a message: a mention for people, the bot's level otherwise.
pub fn seat(seat: Seat) -> String {
    match seat {
        Seat::User(user) => format!("<@{user}>"),
        Seat::Bot(level) => format!("the bot ({level})"),
    }
}

/// How a game ended, naming the players: `<@1> won, goal reached`.
pub fn end_summary(view: &GameView) -> String {
    match &view.end {
        Some(end) => end.summary(|p| seat(view.seat(p))),
        None => "it has not ended".into(),
    }
}

/// What a player is told, in their `lang`, when the service refuses an action: its words as
/// a sentence, with players named by mention and the command that helps.
pub fn refusal(error: &ServiceError, lang: Lang) -> String {
    let mention = |_: Option<&GameView>, who: Seat| Some(seat(who));
    let voice = RefusalVoice {
        lang,
        seat: &mention,
        no_game: "error-no-game-here-discord",
        game_over: "error-game-over-discord",
    };
    let mut line = sentence(&words::refusal(error, &voice));
    let end = tr(lang, "refusal-end", &[]);
    if !line.ends_with(['.', '!', '?', '。', '！', '？']) {
        line.push_str(&end);
    }
    line
}

/// Whose turn it is, or how the game ended.
pub fn status(view: &GameView) -> String {
    match (&view.end, view.to_move()) {
        (Some(end), _) => {
            let reason = end.reason_named(|p| seat(view.seat(p)));
            match end.winner {
                Some(winner) => format!(
                    "**{} wins** ({reason}) — {}.",
                    sentence(&seat(view.seat(winner))),
                    end.result()
                ),
                None => format!("**Draw** ({reason})."),
            }
        }
        (None, Some(player)) => {
            let mut line = format!("{} to move", sentence(&seat(view.seat(player))));
            if view.position().must_capture() {
                line.push_str(" — a capture is compulsory");
            }
            if let Some(deadline) = view.deadline() {
                line.push_str(&format!(" — time runs out <t:{}:R>", deadline / 1000));
            }
            line.push('.');
            line
        }
        (None, None) => String::new(),
    }
}

fn who(view: &GameView, player: Player) -> String {
    seat(view.seat(player))
}

/// The line under the board after an update: what happened (the shared sentence, players
/// mentioned, the turn in bold), and whose turn it is.
pub fn update_line(update: &Update) -> String {
    let view = &update.game;
    let name = |p: Player| who(view, p);
    let voice = Voice {
        name: &name,
        turn: |turn| format!("**{turn}**"),
    };
    let what = words::event_sentence(update, &voice);
    match update.event {
        Event::DrawOffered { .. } | Event::TakebackRequested { .. } => what,
        _ => format!("{what} {}", status(view)),
    }
}

/// The people an update should notify: the player to move (or who must answer).
pub fn notify(update: &Update) -> Vec<u64> {
    let view = &update.game;
    let player = match update.event {
        Event::DrawOffered { player } | Event::TakebackRequested { player } => {
            Some(player.opponent())
        }
        _ => view.to_move(),
    };
    player
        .and_then(|p| view.seat(p).user())
        .map(|u| vec![u.0])
        .unwrap_or_default()
}

/// The message of a notice: a reminder that mentions the player to move, or the loss on
/// time.
pub fn notice(notice: &Notice) -> String {
    let view = &notice.game;
    let player = who(view, notice.player);
    match notice.kind {
        NoticeKind::Reminder => {
            let deadline = view
                .deadline()
                .map(|d| format!(" Your time runs out <t:{}:R>.", d / 1000))
                .unwrap_or_default();
            format!(
                "{player}, a reminder: it is your turn in game {} ({} rings, {} played).{deadline}",
                view.id,
                view.position().board(),
                view.turns_played()
            )
        }
        NoticeKind::Timeout => format!(
            "{player} ran out of time in game {}. {}",
            view.id,
            status(view)
        ),
    }
}

/// Who a notice should notify: the reminded player, or both players of a game lost on time.
pub fn notice_mentions(notice: &Notice) -> Vec<u64> {
    let view = &notice.game;
    let players: &[Player] = match notice.kind {
        NoticeKind::Reminder => &[notice.player],
        NoticeKind::Timeout => &[Player::One, Player::Two],
    };
    players
        .iter()
        .filter_map(|&p| view.seat(p).user())
        .map(|u| u.0)
        .collect()
}

/// A rating as shown: `1623`, or `1500?` while provisional.
fn rating(entry: &LadderEntry) -> String {
    let mark = if entry.provisional() { "?" } else { "" };
    format!("{:.0}{mark}", entry.rating)
}

/// `12W 3D 4L`.
fn record(wins: impl Display, draws: impl Display, losses: impl Display) -> String {
    format!("{wins}W {draws}D {losses}L")
}

/// The server's leaderboard.
pub fn leaderboard(entries: &[LadderEntry]) -> String {
    if entries.is_empty() {
        return "No rated games on this server yet. Challenge someone with `/zertz challenge`: \
                games between people count unless you choose `rated: False`."
            .into();
    }
    let mut lines = vec!["**ZÈRTZ leaderboard** (Glicko-2; `?` = provisional)".to_string()];
    for entry in entries {
        lines.push(format!(
            "{}. <@{}> — **{}** ±{:.0} · {}",
            entry.rank,
            entry.user,
            rating(entry),
            2.0 * entry.deviation,
            record(entry.wins, entry.draws, entry.losses)
        ));
    }
    lines.join("\n")
}

/// A player's profile.
pub fn profile(profile: &Profile) -> String {
    let mut lines = vec![format!("**Profile of <@{}>**", profile.user)];
    match &profile.rating {
        Some(entry) => lines.push(format!(
            "Rating **{}** ±{:.0} (#{} on this server) · {} in {} rated game{}",
            rating(entry),
            2.0 * entry.deviation,
            entry.rank,
            record(entry.wins, entry.draws, entry.losses),
            entry.games(),
            if entry.games() == 1 { "" } else { "s" }
        )),
        None => lines.push("No rated games yet.".into()),
    }
    if let Some(h2h) = &profile.head_to_head {
        lines.push(format!(
            "Against you: {}",
            record(h2h.wins, h2h.draws, h2h.losses)
        ));
    }
    lines.push(puzzle_record(&profile.puzzles));
    if profile.recent.is_empty() {
        lines.push("No finished games on this server yet.".into());
    } else {
        lines.push("Latest games:".into());
        for game in &profile.recent {
            let outcome = match game.score {
                s if s >= 1.0 => "won",
                s if s <= 0.0 => "lost",
                _ => "drew",
            };
            let change = game
                .rating_change
                .map(|c| format!(" ({c:+.0})"))
                .unwrap_or_default();
            let name = |p: Player| {
                if p == game.side {
                    seat(Seat::User(profile.user))
                } else {
                    seat(game.opponent)
                }
            };
            let reason = game
                .end
                .map_or_else(|| "ended".to_string(), |end| end.reason_named(name));
            lines.push(format!(
                "• Game {}: {outcome} against {} — {reason}{change}, <t:{}:d>",
                game.id,
                seat(game.opponent),
                game.ended_at / 1000
            ));
        }
    }
    lines.join("\n")
}

/// A hint in one message: the turn, why, and who stands better.
pub fn hint(hint: &crate::ai::Hint) -> String {
    let mut standing = hint.standing.clone();
    if let Some(first) = standing.get(..1) {
        standing = first.to_uppercase() + &standing[1..];
    }
    format!(
        "Hint: **{}** — {}. {standing}. (Expected line: {})",
        hint.notation,
        hint.reason,
        hint.line.join(" ")
    )
}

/// The rules in brief, for `/zertz rules`, in the reader's `lang`: the game, its notation, the
/// commands (by their names in that language) and who may act.
pub fn rules(lang: Lang) -> String {
    let line = |key: &str| tr(lang, key, &[]);
    [
        bold(&line("rules-title")),
        line("rules-place"),
        line("rules-capture"),
        line("rules-isolation"),
        line("rules-win"),
        line("rules-notation"),
        format!(
            "{}: {}",
            bold(&line("rules-commands-title")),
            line("rules-commands")
        ),
        line("rules-watching"),
    ]
    .join("\n")
}

/// A game's review as a message: the players' accuracy and the biggest mistakes, each with
/// the engine's better turn and why.
pub fn review(view: &GameView, reviewed: &crate::service::GameReview) -> String {
    let mut lines = vec![format!(
        "**Review of game {}** — {} against {}, {} turns{}.",
        view.id,
        sentence(&who(view, Player::One)),
        who(view, Player::Two),
        reviewed.turns,
        match &view.end {
            Some(end) => format!(", {}", end.result()),
            None => ", going on".to_string(),
        }
    )];
    lines.push(format!(
        "Accuracy: {} **{:.0}** · {} **{:.0}**",
        who(view, Player::One),
        reviewed.review.accuracy(Player::One),
        who(view, Player::Two),
        reviewed.review.accuracy(Player::Two)
    ));
    if reviewed.explained.is_empty() {
        lines.push("No mistakes: no turn gave away 10 points of winning chances or more.".into());
    } else {
        lines.push("Biggest mistakes:".into());
        for explained in &reviewed.explained {
            let Some(turn) = reviewed.review.turns.get(explained.number - 1) else {
                continue;
            };
            let mark = turn.mark.map_or("", |m| m.symbol());
            lines.push(format!(
                "• Turn {}, {}: **{}{mark}** ({}: gives away {:.0} points of winning chances) \
                 — better **{}**: {}.",
                explained.number,
                who(view, turn.player),
                turn.played,
                turn.mark.map_or("a slip", |m| m.word()),
                turn.loss * 100.0,
                explained.better,
                explained.reason
            ));
        }
        let turns: Vec<String> = reviewed
            .explained
            .iter()
            .map(|e| e.number.to_string())
            .collect();
        lines.push(match turns.as_slice() {
            [one] => format!("The graph is attached, with the position before turn {one}."),
            [first @ .., last] => format!(
                "The graph is attached, with the positions before turns {} and {last}.",
                first.join(", ")
            ),
            [] => "The graph is attached.".to_string(),
        });
    }
    lines.join("\n")
}

/// How Discord's messages speak of a puzzle to someone reading `lang`: bold turns and task,
/// the slash commands.
fn puzzle_voice(lang: Lang) -> PuzzleVoice {
    PuzzleVoice {
        lang,
        emphasis: bold,
        answer_with: "puzzle-answer-discord",
        another: "puzzle-another-discord",
    }
}

fn bold(text: &str) -> String {
    format!("**{text}**")
}

/// The daily puzzle's heading: `**Daily puzzle** of <t:…:D> — #42 (medium)` (Discord shows
/// the date in the reader's own format).
fn daily_heading(day: i64, number: usize, difficulty: Difficulty, lang: Lang) -> String {
    tr(
        lang,
        "puzzle-daily-heading",
        &[
            ("name", bold(&tr(lang, "puzzle-name-daily", &[])).into()),
            (
                "date",
                format!("<t:{}:D>", day * crate::service::DAY_MS / 1000).into(),
            ),
            ("number", number.into()),
            ("difficulty", words::difficulty(difficulty, lang).into()),
        ],
    )
}

/// A puzzle's heading: `**Puzzle #42** (medium)`, or the daily puzzle's with its date.
fn puzzle_heading(view: &PuzzleView, lang: Lang) -> String {
    match view.day {
        Some(day) => daily_heading(day, view.number, view.puzzle.difficulty, lang),
        None => words::puzzle_heading(view, &puzzle_voice(lang)),
    }
}

/// The message that gives a puzzle (or shows it again), in `lang`.
pub fn puzzle(view: &PuzzleView, lang: Lang) -> String {
    words::puzzle_lines(view, &puzzle_heading(view, lang), &puzzle_voice(lang)).join("\n")
}

/// The answer to a turn in a puzzle, in `lang`; `record` after a solve, for the streak.
pub fn puzzle_step(step: &PuzzleStep, record: Option<&PuzzleRecord>, lang: Lang) -> String {
    let heading = puzzle_heading(&step.view, lang);
    words::puzzle_answer(step, &heading, record, &puzzle_voice(lang))
}

/// The daily puzzle as posted in a server's puzzle channel, in the server's `lang`.
pub fn daily_post(post: &DailyPost, lang: Lang) -> String {
    tr(
        lang,
        "daily-post",
        &[
            (
                "heading",
                daily_heading(post.day, post.number, post.puzzle.difficulty, lang).into(),
            ),
            (
                "player",
                i64::from(post.puzzle.position.side_to_move().number()).into(),
            ),
            ("turns", post.puzzle.own_turns.into()),
            ("button", tr(lang, "daily-button", &[]).into()),
        ],
    )
}

/// A player's puzzles in one line of their profile.
fn puzzle_record(record: &PuzzleRecord) -> String {
    if record.tried == 0 {
        return "Puzzles: none solved yet (`/zertz puzzle`).".into();
    }
    let mut line = format!(
        "Puzzles: {} solved of {} ({} at the first try) · streak {} (best {})",
        record.solved, record.tried, record.first_try, record.streak, record.best_streak
    );
    if record.daily_streak > 0 {
        line.push_str(&format!(
            " · daily puzzle {} day{} in a row",
            record.daily_streak,
            if record.daily_streak == 1 { "" } else { "s" }
        ));
    }
    line
}
