//! What the bot says: the short line under every board, in Discord markdown with mentions.

use crate::engine::{Marble, MarbleCounts, Player};
use crate::service::{Event, GameView, Seat, Update};

/// How a seat is named in a message: a mention for people, the bot's level otherwise.
pub fn seat(seat: Seat) -> String {
    match seat {
        Seat::User(user) => format!("<@{user}>"),
        Seat::Bot(level) => format!("the bot ({level})"),
    }
}

/// `2 white and 1 black`.
pub fn marbles(counts: MarbleCounts) -> String {
    let parts: Vec<String> = Marble::ALL
        .iter()
        .filter(|&&m| counts[m] > 0)
        .map(|&m| format!("{} {}", counts[m], m.name()))
        .collect();
    parts.join(" and ")
}

/// Whose turn it is, or how the game ended.
pub fn status(view: &GameView) -> String {
    match (&view.end, view.to_move()) {
        (Some(end), _) => match end.winner {
            Some(winner) => format!(
                "**{} wins** ({}) — {}.",
                seat(view.seat(winner)),
                end.reason,
                end.result()
            ),
            None => format!("**Draw** ({}).", end.reason),
        },
        (None, Some(player)) => {
            let mut line = format!("{} to move", seat(view.seat(player)));
            if view.position().must_capture() {
                line.push_str(" — a capture is compulsory");
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

/// The line under the board after an update: what happened, and whose turn it is.
pub fn update_line(update: &Update) -> String {
    let view = &update.game;
    let what = match &update.event {
        Event::GameStarted { .. } => format!(
            "A game of ZÈRTZ begins: {} rings, {}. {} moves first, {} second.",
            view.position().board(),
            view.position().game_type(),
            who(view, Player::One),
            who(view, Player::Two)
        ),
        Event::TurnPlayed {
            player,
            text,
            captured,
            ..
        } => {
            let mut line = format!("{} played **{text}**", who(view, *player));
            if !captured.is_empty() {
                line.push_str(&format!(", capturing {}", marbles(*captured)));
            }
            line.push('.');
            line
        }
        Event::Resigned { player } => format!("{} resigned.", who(view, *player)),
        Event::DrawOffered { player } => format!(
            "{} offers a draw. {}, do you accept?",
            who(view, *player),
            who(view, player.opponent())
        ),
        Event::DrawAgreed => "The players agreed a draw.".into(),
        Event::EndedByModerator => "A moderator ended this game.".into(),
        Event::DrawDeclined { player } => format!("{} declined the draw.", who(view, *player)),
        Event::TakebackRequested { player } => format!(
            "{} asks to take back their last turn. {}, do you allow it?",
            who(view, *player),
            who(view, player.opponent())
        ),
        Event::TakenBack { turns, .. } => format!("Taken back: {}.", turns.join(", ")),
        Event::TakebackDeclined { player } => {
            format!("{} declined the takeback.", who(view, *player))
        }
    };
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

/// The rules in brief, for `/zertz rules`.
pub const RULES: &str = "\
**ZÈRTZ in brief**
• Marbles belong to nobody: on your turn either **place** a marble of any colour from the pool on \
any vacant ring and then remove a **free** ring (a vacant ring at the edge that could slide out), \
or **capture**.
• **Capturing is compulsory**: jump a marble over a neighbouring marble onto the vacant ring behind \
it, and keep jumping while that marble can. The jumped marbles are yours.
• A group of rings cut off from the board with no vacant ring goes to the player who cut it off, \
marbles and all.
• **Win** with 4 white, 5 grey, 6 black, or 3 of each (blitz: 3, 4, 5 or 2 of each).
**Commands**: `/zertz challenge`, `/zertz bot`, `/zertz place`, `/zertz jump`, `/zertz move` \
(notation like `Wd4-a1` or `e5xc5xa3`), `/zertz board`, `/zertz hint`, `/zertz draw`, \
`/zertz takeback`, `/zertz resign`, `/zertz games`, `/zertz export`, `/zertz replay`.";
