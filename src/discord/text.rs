//! What the bot says: the short line under every board, in Discord markdown with mentions.

use crate::ai::puzzles::Difficulty;
use crate::engine::Player;
use crate::i18n::{Lang, tr};
pub use crate::service::words::sentence;
use crate::service::words::{self, PuzzleVoice, RefusalVoice, Voice};
use crate::service::{
    ChallengeView, DailyPost, Event, GameView, LadderEntry, Notice, NoticeKind, Profile,
    PuzzleRecord, PuzzleStep, PuzzleView, Seat, ServiceError, Starter, Update, UserId,
};

/// How a seat is named in a message in `lang`: a mention for people, the bot's level otherwise.
pub fn seat(seat: Seat, lang: Lang) -> String {
    match seat {
        Seat::User(user) => format!("<@{user}>"),
        Seat::Bot(level) => words::bot_seat(level, lang),
    }
}

fn who(view: &GameView, player: Player, lang: Lang) -> String {
    seat(view.seat(player), lang)
}

/// What goes between two sentences of one message in `lang`: a space (none in Japanese).
fn gap(lang: Lang) -> String {
    tr(lang, "sentence-gap", &[])
}

/// A time Discord shows in each reader's own words and zone: `<t:1700000000:R>` ("in 2 days").
fn relative(ms: i64) -> String {
    format!("<t:{}:R>", ms / 1000)
}

/// How a game ended in `lang`, naming the players: `<@1> won, goal reached`.
pub fn end_summary(view: &GameView, lang: Lang) -> String {
    match &view.end {
        Some(end) => end.summary_in(lang, |p| who(view, p, lang)),
        None => tr(lang, "status-not-ended", &[]),
    }
}

/// What a player is told, in their `lang`, when the service refuses an action: its words as
/// a sentence, with players named by mention and the command that helps.
pub fn refusal(error: &ServiceError, lang: Lang) -> String {
    let mention = |_: Option<&GameView>, who: Seat| Some(seat(who, lang));
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

/// Whose turn it is, or how the game ended, in `lang`.
pub fn status(view: &GameView, lang: Lang) -> String {
    match (&view.end, view.to_move()) {
        (Some(end), _) => {
            let reason = end.reason_in(lang, |p| who(view, p, lang));
            match end.winner {
                Some(winner) => tr(
                    lang,
                    "status-won",
                    &[
                        ("player", sentence(&who(view, winner, lang)).into()),
                        ("reason", reason.into()),
                        ("result", end.result().into()),
                    ],
                ),
                None => tr(lang, "status-draw", &[("reason", reason.into())]),
            }
        }
        (None, Some(player)) => {
            let mut parts = vec![sentence(&tr(
                lang,
                "status-to-move",
                &[("player", who(view, player, lang).into())],
            ))];
            if view.position().must_capture() {
                parts.push(tr(lang, "status-capture", &[]));
            }
            if let Some(deadline) = view.deadline() {
                parts.push(tr(
                    lang,
                    "status-deadline",
                    &[("when", relative(deadline).into())],
                ));
            }
            parts.join(" — ") + &tr(lang, "full-stop", &[])
        }
        (None, None) => String::new(),
    }
}

/// The line above `/zertz board`'s picture: `Game 12 after 9 turns. Player … to move.`
pub fn board_line(view: &GameView, lang: Lang) -> String {
    let head = tr(
        lang,
        "board-line",
        &[
            ("game", view.id.0.into()),
            ("turns", words::turns_played(view, lang).into()),
        ],
    );
    head + &gap(lang) + &status(view, lang)
}

/// The line under the board after an update, in the server's `lang`: what happened (the
/// shared sentence, players mentioned, the turn in bold), and whose turn it is.
pub fn update_line(update: &Update, lang: Lang) -> String {
    let view = &update.game;
    let name = |p: Player| who(view, p, lang);
    let voice = Voice {
        name: &name,
        turn: |turn| format!("**{turn}**"),
        lang,
    };
    let what = words::event_sentence(update, &voice);
    match update.event {
        Event::DrawOffered { .. } | Event::TakebackRequested { .. } => what,
        _ => what + &gap(lang) + &status(view, lang),
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

/// The message of a notice in the server's `lang`: a reminder that mentions the player to
/// move, or the loss on time.
pub fn notice(notice: &Notice, lang: Lang) -> String {
    let view = &notice.game;
    let player = who(view, notice.player, lang);
    match notice.kind {
        NoticeKind::Reminder => {
            let mut line = tr(
                lang,
                "notice-reminder",
                &[
                    ("player", player.into()),
                    ("game", view.id.0.into()),
                    ("board", i64::from(view.position().board().rings()).into()),
                    ("turns", words::turns_played(view, lang).into()),
                ],
            );
            if let Some(deadline) = view.deadline() {
                line.push_str(&gap(lang));
                line.push_str(&tr(
                    lang,
                    "notice-deadline",
                    &[("when", relative(deadline).into())],
                ));
            }
            line
        }
        NoticeKind::Timeout => {
            tr(
                lang,
                "notice-timeout",
                &[("player", player.into()), ("game", view.id.0.into())],
            ) + &gap(lang)
                + &status(view, lang)
        }
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

/// A challenge as its message says it, in the server's `lang`: who challenges whom, on what
/// terms, who starts, when it expires.
pub fn challenge(challenge: &ChallengeView, lang: Lang) -> String {
    let starter = match challenge.starter {
        Starter::Random => "challenge-starter-random",
        Starter::Challenger => "challenge-starter-challenger",
        Starter::Opponent => "challenge-starter-opponent",
    };
    let rated = if challenge.rated {
        "game-rated"
    } else {
        "game-casual"
    };
    let terms = words::terms(
        challenge.board,
        challenge.game_type,
        &[
            words::time_limit(challenge.turn_limit_ms, lang),
            tr(lang, rated, &[]),
        ],
        lang,
    );
    tr(
        lang,
        "challenge-line",
        &[
            ("opponent", format!("<@{}>", challenge.opponent).into()),
            ("challenger", format!("<@{}>", challenge.challenger).into()),
            ("terms", terms.into()),
            ("starter", tr(lang, starter, &[]).into()),
            ("when", relative(challenge.expires_at).into()),
        ],
    )
}

/// A player's games in progress, a line each, in their `lang`.
pub fn games(views: &[GameView], me: UserId, lang: Lang) -> String {
    if views.is_empty() {
        return tr(lang, "games-none", &[]);
    }
    let lines: Vec<String> = views
        .iter()
        .map(|view| {
            let opponent = view
                .player_of(me)
                .map(|p| who(view, p.opponent(), lang))
                .unwrap_or_default();
            let mut whose = match view.to_move() {
                Some(p) if view.seat(p).user() == Some(me) => tr(lang, "games-your-turn", &[]),
                _ => tr(lang, "games-their-turn", &[]),
            };
            if let Some(deadline) = view.deadline() {
                whose = tr(
                    lang,
                    "games-deadline",
                    &[("whose", whose.into()), ("when", relative(deadline).into())],
                );
            }
            tr(
                lang,
                "games-row",
                &[
                    ("game", view.id.0.into()),
                    ("channel", format!("<#{}>", view.channel).into()),
                    ("opponent", opponent.into()),
                    ("board", i64::from(view.position().board().rings()).into()),
                    ("turns", words::turns_played(view, lang).into()),
                    ("whose", whose.into()),
                ],
            )
        })
        .collect();
    lines.join("\n")
}

/// A rating as shown: `1623`, or `1500?` while provisional.
fn rating(entry: &LadderEntry) -> String {
    let mark = if entry.provisional() { "?" } else { "" };
    format!("{:.0}{mark}", entry.rating)
}

/// `12W 3D 4L` in `lang`.
fn record(
    wins: impl Into<i64>,
    draws: impl Into<i64>,
    losses: impl Into<i64>,
    lang: Lang,
) -> String {
    tr(
        lang,
        "record-line",
        &[
            ("wins", wins.into().into()),
            ("draws", draws.into().into()),
            ("losses", losses.into().into()),
        ],
    )
}

/// The server's leaderboard, in the server's `lang`.
pub fn leaderboard(entries: &[LadderEntry], lang: Lang) -> String {
    if entries.is_empty() {
        return tr(lang, "leaderboard-empty", &[]);
    }
    let mut lines = vec![tr(lang, "leaderboard-title", &[])];
    for entry in entries {
        lines.push(tr(
            lang,
            "leaderboard-row",
            &[
                ("rank", entry.rank.into()),
                ("player", format!("<@{}>", entry.user).into()),
                ("rating", rating(entry).into()),
                ("deviation", format!("{:.0}", 2.0 * entry.deviation).into()),
                (
                    "record",
                    record(entry.wins, entry.draws, entry.losses, lang).into(),
                ),
            ],
        ));
    }
    lines.join("\n")
}

/// A player's profile, in `lang`.
pub fn profile(profile: &Profile, lang: Lang) -> String {
    let mut lines = vec![tr(
        lang,
        "profile-title",
        &[("player", format!("<@{}>", profile.user).into())],
    )];
    match &profile.rating {
        Some(entry) => lines.push(tr(
            lang,
            "profile-rating",
            &[
                ("rating", rating(entry).into()),
                ("deviation", format!("{:.0}", 2.0 * entry.deviation).into()),
                ("rank", entry.rank.into()),
                (
                    "record",
                    record(entry.wins, entry.draws, entry.losses, lang).into(),
                ),
                ("games", entry.games().into()),
            ],
        )),
        None => lines.push(tr(lang, "profile-no-rating", &[])),
    }
    if let Some(h2h) = &profile.head_to_head {
        lines.push(tr(
            lang,
            "profile-head-to-head",
            &[(
                "record",
                record(h2h.wins, h2h.draws, h2h.losses, lang).into(),
            )],
        ));
    }
    lines.push(puzzle_record(&profile.puzzles, lang));
    if profile.recent.is_empty() {
        lines.push(tr(lang, "profile-no-games", &[]));
    } else {
        lines.push(tr(lang, "profile-latest", &[]));
        for game in &profile.recent {
            let key = match game.score {
                s if s >= 1.0 => "profile-game-won",
                s if s <= 0.0 => "profile-game-lost",
                _ => "profile-game-drew",
            };
            let change = game
                .rating_change
                .map(|c| format!(" ({c:+.0})"))
                .unwrap_or_default();
            let name = |p: Player| {
                if p == game.side {
                    seat(Seat::User(profile.user), lang)
                } else {
                    seat(game.opponent, lang)
                }
            };
            let reason = game.end.map_or_else(
                || tr(lang, "profile-game-ended", &[]),
                |end| end.reason_in(lang, name),
            );
            lines.push(tr(
                lang,
                key,
                &[
                    ("game", game.id.0.into()),
                    ("opponent", seat(game.opponent, lang).into()),
                    ("reason", reason.into()),
                    ("change", change.into()),
                    ("date", format!("<t:{}:d>", game.ended_at / 1000).into()),
                ],
            ));
        }
    }
    lines.join("\n")
}

/// A hint in one message, in the asker's `lang`: the turn, why, and who stands better (by
/// player number: the asker knows their seat, and nobody is mentioned).
pub fn hint(hint: &crate::ai::Hint, lang: Lang) -> String {
    let name = |p: Player| words::numbered_player(p, lang);
    tr(
        lang,
        "hint-line",
        &[
            ("turn", hint.notation.as_str().into()),
            ("reason", words::reason(&hint.reason, lang).into()),
            (
                "standing",
                sentence(&words::standing(hint.standing, lang, &name)).into(),
            ),
            ("line", hint.line.join(" ").into()),
        ],
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

/// A game's review as a message in `lang`: the players' accuracy and the biggest mistakes,
/// each with the engine's better turn and why.
pub fn review(view: &GameView, reviewed: &crate::service::GameReview, lang: Lang) -> String {
    let state = match &view.end {
        Some(end) => end.result().to_string(),
        None => tr(lang, "review-going-on", &[]),
    };
    let mut lines = vec![tr(
        lang,
        "review-heading",
        &[
            ("game", view.id.0.into()),
            ("first", sentence(&who(view, Player::One, lang)).into()),
            ("second", who(view, Player::Two, lang).into()),
            ("turns", reviewed.turns.into()),
            ("state", state.into()),
        ],
    )];
    lines.push(tr(
        lang,
        "review-accuracy",
        &[
            ("first", who(view, Player::One, lang).into()),
            (
                "one",
                format!("{:.0}", reviewed.review.accuracy(Player::One)).into(),
            ),
            ("second", who(view, Player::Two, lang).into()),
            (
                "two",
                format!("{:.0}", reviewed.review.accuracy(Player::Two)).into(),
            ),
        ],
    ));
    if reviewed.explained.is_empty() {
        lines.push(tr(lang, "review-no-mistakes", &[]));
        return lines.join("\n");
    }
    lines.push(tr(lang, "review-biggest", &[]));
    for explained in &reviewed.explained {
        let Some(turn) = reviewed.review.turns.get(explained.number - 1) else {
            continue;
        };
        let mark = turn.mark.map_or("", |m| m.symbol());
        lines.push(tr(
            lang,
            "review-mistake",
            &[
                ("number", explained.number.into()),
                ("player", who(view, turn.player, lang).into()),
                ("turn", format!("{}{mark}", turn.played).into()),
                ("mark", words::mark(turn.mark, lang).into()),
                ("points", format!("{:.0}", turn.loss * 100.0).into()),
                ("better", explained.better.as_str().into()),
                ("reason", words::reason(&explained.reason, lang).into()),
            ],
        ));
    }
    let turns: Vec<String> = reviewed
        .explained
        .iter()
        .map(|e| e.number.to_string())
        .collect();
    lines.push(match turns.as_slice() {
        [one] => tr(lang, "review-graph-one", &[("turn", one.as_str().into())]),
        [first @ .., last] => tr(
            lang,
            "review-graph-many",
            &[
                ("turns", first.join(&tr(lang, "list-separator", &[])).into()),
                ("last", last.as_str().into()),
            ],
        ),
        [] => tr(lang, "review-graph", &[]),
    });
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

/// A player's puzzles in one line of their profile, in `lang`.
fn puzzle_record(record: &PuzzleRecord, lang: Lang) -> String {
    if record.tried == 0 {
        return tr(lang, "profile-puzzles-none", &[]);
    }
    let line = tr(
        lang,
        "profile-puzzles",
        &[
            ("solved", record.solved.into()),
            ("tried", record.tried.into()),
            ("first", record.first_try.into()),
            ("streak", record.streak.into()),
            ("best", record.best_streak.into()),
        ],
    );
    if record.daily_streak == 0 {
        return line;
    }
    tr(
        lang,
        "profile-puzzles-daily",
        &[
            ("puzzles", line.into()),
            ("days", record.daily_streak.into()),
        ],
    )
}
