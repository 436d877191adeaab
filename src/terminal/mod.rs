//! The local game in a terminal: two people at one keyboard, or one against the bot, through
//! the same service and a real SQLite file as the Discord bot. Commands are read line by
//! line, so a script can be piped in; they mirror the Discord commands.

use std::io::Write;

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::ai::Level;
use crate::engine::{Board, GameType, Marble, Player};
use crate::render::text;
use crate::service::{
    ChallengeOutcome, ChallengeRequest, ChannelId, Event, GameView, Opponent, Service,
    ServiceError, Starter, TurnInput, Update, UserId,
};
use crate::store::Store;

/// The channel the terminal game is played in (one local game per database file).
pub const LOCAL_CHANNEL: ChannelId = ChannelId(0);

/// The two people at the keyboard.
const PLAYERS: [UserId; 2] = [UserId(1), UserId(2)];

/// The command list printed by `help` (and `zertz-bot local --help`).
pub const HELP: &str = "\
Commands (one per line; the player to move acts unless you start with `as 1` or `as 2`):
  <turn>                      a turn in notation: Wd4-a1, e5xc5xa3, pass
  place <colour> <cell> [<ring>]   e.g. place W d4 a1
  jump <cell> <cell> ...      e.g. jump e5 c5 a3
  move <turn>                 the same as typing the turn
  board                       show the board again
  legal                       list every legal turn
  hint                        suggest a turn
  resign                      give up the game
  draw [offer|accept|decline] offer a draw, or answer one
  takeback [request|accept|decline]   take back your last turn (the opponent must agree)
  record                      the game record
  new [37|40|43|44|48|61] [standard|blitz] [human|bot] [first|second|random]
                              start a new game once this one is over
  help                        this list
  quit                        leave (the game is saved; run again to continue)";

/// How a new local game is set up.
#[derive(Clone, Copy, Debug)]
pub struct Setup {
    /// The board.
    pub board: Board,
    /// Standard or blitz.
    pub game_type: GameType,
    /// Against the bot (at this level) instead of a second person.
    pub bot: Option<Level>,
    /// Who starts: `Challenger` is the person at the keyboard (player 1 when two people play).
    pub starter: Starter,
}

/// Runs the terminal game: resumes the saved local game or starts one with `setup`, then
/// follows the commands of `input` until `quit` or its end.
pub async fn run<S: Store, R: AsyncBufRead + Unpin>(
    service: &Service<S>,
    setup: Setup,
    input: R,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let mut terminal = Terminal {
        service,
        setup,
        out,
    };
    terminal.start().await?;
    let mut lines = input.lines();
    loop {
        write!(terminal.out, "> ")?;
        terminal.out.flush()?;
        let Some(line) = lines.next_line().await? else {
            writeln!(terminal.out)?;
            break;
        };
        writeln!(terminal.out, "{}", line.trim())?;
        if !terminal.command(line.trim()).await? {
            break;
        }
    }
    Ok(())
}

struct Terminal<'a, S: Store> {
    service: &'a Service<S>,
    setup: Setup,
    out: &'a mut dyn Write,
}

fn player_name(view: &GameView, player: Player) -> String {
    match view.seat(player) {
        crate::service::Seat::Bot(level) => format!("{player} (bot, {level})"),
        crate::service::Seat::User(_) => player.to_string(),
    }
}

impl<S: Store> Terminal<'_, S> {
    async fn start(&mut self) -> std::io::Result<()> {
        match self.service.show(LOCAL_CHANNEL).await {
            Ok(view) => {
                writeln!(
                    self.out,
                    "Resuming game {} ({} rings, {}), {} played.",
                    view.id,
                    view.position().board(),
                    view.position().game_type(),
                    view.turns_played()
                )?;
                self.print_game(&view)?;
                self.bot_moves().await
            }
            Err(ServiceError::NoGameHere) => self.new_game().await,
            Err(e) => writeln!(self.out, "error: {e}"),
        }
    }

    async fn new_game(&mut self) -> std::io::Result<()> {
        let opponent = match self.setup.bot {
            Some(level) => Opponent::Bot(level),
            None => Opponent::User(PLAYERS[1]),
        };
        let request = ChallengeRequest {
            channel: LOCAL_CHANNEL,
            challenger: PLAYERS[0],
            opponent,
            board: self.setup.board,
            game_type: self.setup.game_type,
            starter: self.setup.starter,
            guild: None,
            turn_limit_ms: None,
            rated: false,
        };
        let started = match self.service.challenge(request).await {
            Ok(ChallengeOutcome::Started(update)) => Ok(*update),
            Ok(ChallengeOutcome::Open(challenge)) => {
                // Both people sit here: the second accepts at once. Seats follow the setup.
                self.service
                    .accept(challenge.id, PLAYERS[1], LOCAL_CHANNEL)
                    .await
            }
            Err(e) => Err(e),
        };
        match started {
            Ok(update) => {
                writeln!(
                    self.out,
                    "New game {}: {} rings, {}.",
                    update.game.id, self.setup.board, self.setup.game_type
                )?;
                self.print_game(&update.game)?;
                self.bot_moves().await
            }
            Err(e) => writeln!(self.out, "error: {e}"),
        }
    }

    /// Lets the bot play while it is to move.
    async fn bot_moves(&mut self) -> std::io::Result<()> {
        loop {
            match self.service.bot_turn(LOCAL_CHANNEL).await {
                Ok(Some(update)) => self.print_update(&update)?,
                Ok(None) => return Ok(()),
                Err(e) => return writeln!(self.out, "error: {e}"),
            }
        }
    }

    fn print_game(&mut self, view: &GameView) -> std::io::Result<()> {
        write!(self.out, "{}", text::position_text(view.position()))?;
        match (&view.end, view.to_move()) {
            (Some(end), _) => {
                let result = match end.winner {
                    Some(p) => format!("{} wins", player_name(view, p)),
                    None => "draw".into(),
                };
                writeln!(self.out, "Game over: {result} ({}).", end.reason)?;
            }
            (None, Some(p)) => {
                let mut line = format!("{} to move", player_name(view, p));
                if view.draw_offer.is_some_and(|o| o != p) {
                    line.push_str(" — a draw is offered (draw accept / draw decline)");
                }
                if view.takeback_request.is_some_and(|o| o != p) {
                    line.push_str(" — a takeback is asked (takeback accept / takeback decline)");
                }
                writeln!(self.out, "{line}.")?;
            }
            (None, None) => {}
        }
        Ok(())
    }

    fn print_update(&mut self, update: &Update) -> std::io::Result<()> {
        let view = &update.game;
        let line = match &update.event {
            Event::GameStarted { .. } => "The game begins.".to_string(),
            Event::TurnPlayed {
                player,
                text,
                captured,
                ..
            } => {
                let mut line = format!("{} played {text}", player_name(view, *player));
                if !captured.is_empty() {
                    let taken: Vec<String> = Marble::ALL
                        .iter()
                        .filter(|&&m| captured[m] > 0)
                        .map(|&m| format!("{} {}", captured[m], m.name()))
                        .collect();
                    line.push_str(&format!(", capturing {}", taken.join(" and ")));
                }
                line + "."
            }
            Event::Resigned { player } => format!("{} resigned.", player_name(view, *player)),
            Event::DrawOffered { player } => {
                format!("{} offers a draw.", player_name(view, *player))
            }
            Event::DrawAgreed => "Draw agreed.".into(),
            Event::EndedByModerator => "A moderator ended the game.".into(),
            Event::TimedOut { player } => {
                format!("{} ran out of time.", player_name(view, *player))
            }
            Event::Imported { turns } => format!("Imported for analysis after {turns} turns."),
            Event::DrawDeclined { player } => {
                format!("{} declined the draw.", player_name(view, *player))
            }
            Event::TakebackRequested { player } => {
                format!("{} asks to take back.", player_name(view, *player))
            }
            Event::TakenBack { turns, .. } => format!("Taken back: {}.", turns.join(", ")),
            Event::TakebackDeclined { player } => {
                format!("{} declined the takeback.", player_name(view, *player))
            }
        };
        writeln!(self.out, "{line}")?;
        self.print_game(view)
    }

    /// The player a command acts as: `as N` if given, else the player to move, or for
    /// answers the one who did not ask.
    async fn actor(&mut self, forced: Option<Player>, answering: bool) -> Option<UserId> {
        let view = self.service.show(LOCAL_CHANNEL).await.ok()?;
        if let Some(p) = forced {
            return view.seat(p).user();
        }
        let asker = view.draw_offer.or(view.takeback_request);
        let player = match (answering, asker) {
            (true, Some(asker)) => asker.opponent(),
            _ => view.to_move()?,
        };
        view.seat(player)
            .user()
            .or_else(|| view.seat(player.opponent()).user())
    }

    /// Runs one command; false means quit.
    async fn command(&mut self, line: &str) -> std::io::Result<bool> {
        let mut words: Vec<&str> = line.split_whitespace().collect();
        let mut forced = None;
        if words.len() >= 2 && words[0].eq_ignore_ascii_case("as") {
            forced = match words[1] {
                "1" => Some(Player::One),
                "2" => Some(Player::Two),
                other => {
                    writeln!(self.out, "error: `as` takes 1 or 2, not {other:?}")?;
                    return Ok(true);
                }
            };
            words.drain(..2);
        }
        let Some(&first) = words.first() else {
            return Ok(true);
        };
        let rest = &words[1..];
        let verb = first.to_ascii_lowercase();
        let answer = |word: Option<&&str>| word.map(|w| w.to_ascii_lowercase());
        let result: Result<Option<Update>, ServiceError> = match verb.as_str() {
            "quit" | "exit" => return Ok(false),
            "help" | "?" => {
                writeln!(self.out, "{HELP}")?;
                return Ok(true);
            }
            "board" | "show" => {
                match self.service.show(LOCAL_CHANNEL).await {
                    Ok(view) => self.print_game(&view)?,
                    Err(e) => writeln!(self.out, "error: {e}")?,
                }
                return Ok(true);
            }
            "legal" => {
                self.print_legal().await?;
                return Ok(true);
            }
            "hint" => {
                self.print_hint().await?;
                return Ok(true);
            }
            "record" => {
                match self.service.record(LOCAL_CHANNEL).await {
                    Ok(record) => writeln!(self.out, "{record}")?,
                    Err(e) => writeln!(self.out, "error: {e}")?,
                }
                return Ok(true);
            }
            "new" => {
                self.new_command(rest).await?;
                return Ok(true);
            }
            "resign" => match self.actor(forced, false).await {
                Some(user) => self.service.resign(LOCAL_CHANNEL, user).await.map(Some),
                None => Err(ServiceError::NoGameHere),
            },
            "draw" => {
                let answering =
                    matches!(answer(rest.first()).as_deref(), Some("accept" | "decline"));
                match self.actor(forced, answering).await {
                    None => Err(ServiceError::NoGameHere),
                    Some(user) => match answer(rest.first()).as_deref() {
                        None | Some("offer") => {
                            self.service.offer_draw(LOCAL_CHANNEL, user).await.map(Some)
                        }
                        Some("accept") => self
                            .service
                            .answer_draw(LOCAL_CHANNEL, user, true)
                            .await
                            .map(Some),
                        Some("decline") => self
                            .service
                            .answer_draw(LOCAL_CHANNEL, user, false)
                            .await
                            .map(Some),
                        Some(other) => {
                            writeln!(
                                self.out,
                                "error: draw takes offer, accept or decline, not {other:?}"
                            )?;
                            return Ok(true);
                        }
                    },
                }
            }
            "takeback" | "undo" => {
                let answering =
                    matches!(answer(rest.first()).as_deref(), Some("accept" | "decline"));
                let user = match (forced, answering) {
                    (None, false) => self.last_mover().await,
                    _ => self.actor(forced, answering).await,
                };
                match user {
                    None => Err(ServiceError::NoGameHere),
                    Some(user) => match answer(rest.first()).as_deref() {
                        None | Some("request") => self
                            .service
                            .request_takeback(LOCAL_CHANNEL, user)
                            .await
                            .map(Some),
                        Some("accept") => self
                            .service
                            .answer_takeback(LOCAL_CHANNEL, user, true)
                            .await
                            .map(Some),
                        Some("decline") => self
                            .service
                            .answer_takeback(LOCAL_CHANNEL, user, false)
                            .await
                            .map(Some),
                        Some(other) => {
                            writeln!(
                                self.out,
                                "error: takeback takes request, accept or decline, not {other:?}"
                            )?;
                            return Ok(true);
                        }
                    },
                }
            }
            "place" => match parse_place(rest) {
                Ok(input) => self.play(forced, input).await,
                Err(message) => {
                    writeln!(self.out, "error: {message}")?;
                    return Ok(true);
                }
            },
            "jump" | "capture" => {
                let path = rest.iter().map(|s| s.to_string()).collect();
                self.play(forced, TurnInput::Jump { path }).await
            }
            "move" | "play" => self.play(forced, TurnInput::Text(rest.join(" "))).await,
            _ => self.play(forced, TurnInput::Text(words.join(" "))).await,
        };
        match result {
            Ok(Some(update)) => {
                self.print_update(&update)?;
                self.bot_moves().await?;
            }
            Ok(None) => {}
            Err(e) => writeln!(self.out, "error: {e}")?,
        }
        Ok(true)
    }

    async fn play(
        &mut self,
        forced: Option<Player>,
        input: TurnInput,
    ) -> Result<Option<Update>, ServiceError> {
        let user = self
            .actor(forced, false)
            .await
            .ok_or(ServiceError::NoGameHere)?;
        self.service
            .play(LOCAL_CHANNEL, user, input, None)
            .await
            .map(Some)
    }

    /// The person who played last (the one a plain `takeback` is for).
    async fn last_mover(&mut self) -> Option<UserId> {
        let view = self.service.show(LOCAL_CHANNEL).await.ok()?;
        let (before, _) = view.last_turn()?;
        let player = before.side_to_move();
        view.seat(player)
            .user()
            .or_else(|| view.seat(player.opponent()).user())
    }

    async fn print_legal(&mut self) -> std::io::Result<()> {
        match self.service.show(LOCAL_CHANNEL).await {
            Ok(view) => {
                let position = *view.position();
                let mut turns: Vec<String> = view
                    .game
                    .legal_turns()
                    .into_iter()
                    .map(|t| position.format_turn(t))
                    .collect();
                turns.sort();
                writeln!(self.out, "{} legal turns:", turns.len())?;
                for chunk in turns.chunks(10) {
                    writeln!(self.out, "  {}", chunk.join(" "))?;
                }
                Ok(())
            }
            Err(e) => writeln!(self.out, "error: {e}"),
        }
    }

    async fn print_hint(&mut self) -> std::io::Result<()> {
        let Some(user) = self.actor(None, false).await else {
            return writeln!(self.out, "error: {}", ServiceError::NoGameHere);
        };
        writeln!(self.out, "thinking…")?;
        match self.service.hint(LOCAL_CHANNEL, user).await {
            Ok(hint) => writeln!(
                self.out,
                "hint: {} — {}; {}. (line: {})",
                hint.notation,
                hint.reason,
                hint.standing,
                hint.line.join(" ")
            ),
            Err(e) => writeln!(self.out, "error: {e}"),
        }
    }

    async fn new_command(&mut self, words: &[&str]) -> std::io::Result<()> {
        for word in words {
            let word = word.to_ascii_lowercase();
            if let Some(board) = word.parse::<u8>().ok().and_then(Board::from_rings) {
                self.setup.board = board;
            } else if let Ok(game_type) = word.parse::<GameType>() {
                self.setup.game_type = game_type;
            } else if word == "human" {
                self.setup.bot = None;
            } else if word == "bot" {
                self.setup.bot = Some(Level::Hard);
            } else if let Ok(level) = word.parse::<Level>() {
                self.setup.bot = Some(level);
            } else if word == "first" {
                self.setup.starter = Starter::Challenger;
            } else if word == "second" {
                self.setup.starter = Starter::Opponent;
            } else if word == "random" {
                self.setup.starter = Starter::Random;
            } else {
                return writeln!(self.out, "error: `new` does not know {word:?} (see help)");
            }
        }
        if self.setup.game_type == GameType::Blitz {
            self.setup.board = Board::Rings37;
        }
        if let Ok(view) = self.service.show(LOCAL_CHANNEL).await {
            return writeln!(
                self.out,
                "error: game {} is still going on; finish it (or resign) first",
                view.id
            );
        }
        self.new_game().await
    }
}

/// `place <colour> <cell> [<ring>]` → a structured placement.
fn parse_place(words: &[&str]) -> Result<TurnInput, String> {
    let usage = "usage: place <colour W/G/B> <cell> [<ring to remove>], e.g. place W d4 a1";
    let (colour, cells) = match words {
        [colour, rest @ ..] if !rest.is_empty() && rest.len() <= 2 => (colour, rest),
        _ => return Err(usage.into()),
    };
    let marble = match colour.to_ascii_lowercase().as_str() {
        "w" | "white" => Marble::White,
        "g" | "grey" | "gray" => Marble::Grey,
        "b" | "black" => Marble::Black,
        _ => return Err(format!("{colour:?} is not a colour (W, G or B); {usage}")),
    };
    Ok(TurnInput::Place {
        marble,
        at: cells[0].to_string(),
        remove: cells.get(1).map(|s| s.to_string()),
    })
}
