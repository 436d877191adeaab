//! The local game in a terminal: two people at one keyboard, or one against the bot, through
//! the same service and a real SQLite file as the Discord bot. Commands are read line by
//! line, so a script can be piped in; they mirror the Discord commands.

mod input;

use std::io::Write;

use tokio::io::AsyncBufRead;

use crate::ai::Level;
use crate::ai::puzzles::Difficulty;
use crate::engine::{self, Board, GameType, Marble, Player};
use crate::i18n::{Arg, Lang, tr};
use crate::render::text;
use crate::service::words::{PuzzleVoice, Voice, sentence};
use crate::service::{
    BotService, ChallengeOutcome, ChallengeRequest, ChannelId, GameView, HintDepth, Opponent,
    PuzzleAsk, PuzzleOutcome, PuzzleView, Seat, ServiceError, SetupProblem, Starter, TurnInput,
    Update, UserId, words,
};

use input::Line;
pub use input::MAX_LINE;

/// The channel the terminal game is played in (one local game per database file).
pub const LOCAL_CHANNEL: ChannelId = ChannelId(0);

/// The two people at the keyboard.
const PLAYERS: [UserId; 2] = [UserId(1), UserId(2)];

/// Who solves puzzles at the keyboard (their tries and streaks are kept as this user's).
const PUZZLER: UserId = PLAYERS[0];

/// How the terminal speaks of a puzzle in `lang`: plain text, its own commands.
fn puzzle_voice(lang: Lang) -> PuzzleVoice {
    PuzzleVoice {
        lang,
        emphasis: str::to_string,
        answer_with: "puzzle-answer-terminal",
        another: "puzzle-another-terminal",
    }
}

/// The command list of `zertz-bot local --help`, in English (`help` prints it in the player's
/// language, `term-help` of the message files; English's is this, tested).
pub const HELP: &str = "\
Commands (one per line; the player to move acts unless you start with `as 1` or `as 2`):
  <turn>                      a turn in notation: Wd4-a1, e5xc5xa3, pass
  place <colour> <cell> [<ring>]   e.g. place W d4 a1
  jump <cell> <cell> ...      e.g. jump e5 c5 a3
  move <turn>                 the same as typing the turn
  board                       show the board again
  legal                       list every legal turn
  hint [deep]                 suggest a turn (deep: think ten seconds)
  resign                      give up the game
  draw [offer|accept|decline] offer a draw, or answer one
  takeback [request|accept|decline]   take back your last turn (the opponent must agree)
  record                      the game record
  review                      judge every turn of the game (once it has ended, or against
                              the bot): marks, accuracy, the biggest mistakes explained
  puzzle [easy|medium|hard|new]   your open puzzle, or a new one: to move and win
  solve <turn>                a turn in your puzzle (the bot defends)
  new [37|40|43|44|48|61] [standard|blitz] [human|bot] [first|second|random]
                              start a new game once this one is over
  rules                       the whole rules of the game
  help                        this list
  quit                        leave (the game is saved; run again to continue)";

/// How a new local game is set up.
#[derive(Clone, Copy, Debug)]
pub struct Setup {
    /// The board of the next game.
    pub board: Board,
    /// Standard or blitz.
    pub game_type: GameType,
    /// Against the bot (at this level) instead of a second person.
    pub bot: Option<Level>,
    /// Who starts: `Challenger` is the person at the keyboard (player 1 when two people play).
    pub starter: Starter,
    /// The language of what is printed (the commands typed stay English).
    pub lang: Lang,
}

/// Runs the terminal game: resumes the saved local game or starts one with `setup`, then
/// follows the commands of `input` until `quit` or its end. A line that is not text, or longer
/// than [`MAX_LINE`] bytes, is refused and the game goes on. Should another process change the
/// game in the same database (a second terminal), each command first says what changed.
pub async fn run<R: AsyncBufRead + Unpin>(
    service: &BotService,
    setup: Setup,
    mut input: R,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let lang = setup.lang;
    let mut terminal = Terminal {
        service,
        setup,
        out,
        seen: None,
    };
    terminal.start().await?;
    loop {
        write!(terminal.out, "> ")?;
        terminal.out.flush()?;
        let line = match input::next_line(&mut input).await? {
            Line::Text(line) => line,
            Line::End => {
                writeln!(terminal.out)?;
                break;
            }
            Line::TooLong => {
                let why = tr(lang, "term-line-too-long", &[("max", MAX_LINE.into())]);
                writeln!(terminal.out, "{}", error_line(&why, lang))?;
                continue;
            }
            Line::NotText => {
                let why = tr(lang, "term-not-text", &[]);
                writeln!(terminal.out, "{}", error_line(&why, lang))?;
                continue;
            }
        };
        writeln!(terminal.out, "{}", line.trim())?;
        terminal.catch_up().await?;
        if !terminal.command(line.trim()).await? {
            break;
        }
    }
    Ok(())
}

struct Terminal<'a> {
    service: &'a BotService,
    setup: Setup,
    out: &'a mut dyn Write,
    /// The game as this terminal last showed it.
    seen: Option<GameView>,
}

/// A seat's name at the keyboard in `lang`: `Player 1` for the person who moves first,
/// `the bot (hard)`.
fn seat_name(view: &GameView, seat: Seat, lang: Lang) -> String {
    match seat {
        Seat::Bot(level) => words::bot_seat(level, lang),
        Seat::User(_) => {
            let player = if view.seat(Player::Two) == seat {
                Player::Two
            } else {
                Player::One
            };
            words::numbered_player(player, lang)
        }
    }
}

fn player_name(view: &GameView, player: Player, lang: Lang) -> String {
    seat_name(view, view.seat(player), lang)
}

/// A line that says why nothing was done: `error: …` in `lang`.
fn error_line(why: &str, lang: Lang) -> String {
    tr(lang, "term-error", &[("why", why.into())])
}

/// Each turn of a game in notation, with who played it.
fn turn_texts(view: &GameView) -> Vec<(Player, String)> {
    view.game
        .turns()
        .iter()
        .zip(view.game.positions())
        .map(|(turn, before)| (before.side_to_move(), before.format_turn(*turn)))
        .collect()
}

/// What happened between two looks at the local game, in words of `lang`.
fn changes(before: &GameView, now: &GameView, lang: Lang) -> String {
    let name = |p: Player| Arg::from(player_name(now, p, lang));
    if before.id != now.id {
        return tr(lang, "term-change-began", &[("game", now.id.0.into())]);
    }
    let (old, new) = (turn_texts(before), turn_texts(now));
    let kept = old.iter().zip(&new).take_while(|(a, b)| a == b).count();
    let mut said = Vec::new();
    let taken = old.len() - kept;
    if taken > 0 {
        let turns: Vec<&str> = old[kept..].iter().map(|(_, t)| t.as_str()).collect();
        said.push(tr(
            lang,
            "term-change-taken-back",
            &[("turns", turns.join(", ").into())],
        ));
    }
    for (player, turn) in &new[kept..] {
        said.push(tr(
            lang,
            "term-change-played",
            &[("player", name(*player)), ("turn", turn.as_str().into())],
        ));
    }
    if let Some(p) = now
        .draw_offer
        .filter(|_| before.draw_offer != now.draw_offer)
    {
        said.push(tr(lang, "term-change-draw-offered", &[("player", name(p))]));
    }
    if let Some(p) = now
        .takeback_request
        .filter(|_| before.takeback_request != now.takeback_request)
    {
        said.push(tr(lang, "term-change-takeback", &[("player", name(p))]));
    }
    if let (Some(end), false) = (&now.end, before.is_over()) {
        let end = end.summary_in(lang, |p| player_name(now, p, lang));
        said.push(tr(lang, "term-change-ended", &[("end", end.into())]));
    }
    if said.is_empty() {
        said.push(tr(lang, "term-change-answered", &[]));
    }
    said.join("; ")
}

impl Terminal<'_> {
    async fn start(&mut self) -> std::io::Result<()> {
        match self.service.show(LOCAL_CHANNEL).await {
            Ok(view) => {
                let lang = self.setup.lang;
                let position = view.position();
                let resuming = tr(
                    lang,
                    "term-resuming",
                    &[
                        ("game", view.id.0.into()),
                        (
                            "terms",
                            words::terms(position.board(), position.game_type(), &[], lang).into(),
                        ),
                        ("turns", words::turns_played(&view, lang).into()),
                    ],
                );
                writeln!(self.out, "{resuming}")?;
                self.print_game(&view)?;
                self.bot_moves().await
            }
            Err(ServiceError::NoGameHere) => self.new_game().await,
            Err(e) => self.print_refusal(&e),
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
                let lang = self.setup.lang;
                let terms = words::terms(self.setup.board, self.setup.game_type, &[], lang);
                let line = tr(
                    lang,
                    "term-new-game",
                    &[("game", update.game.id.0.into()), ("terms", terms.into())],
                );
                writeln!(self.out, "{line}")?;
                self.print_game(&update.game)?;
                self.bot_moves().await
            }
            Err(e) => self.print_refusal(&e),
        }
    }

    /// Lets the bot play while it is to move.
    async fn bot_moves(&mut self) -> std::io::Result<()> {
        loop {
            match self.service.bot_turn(LOCAL_CHANNEL).await {
                Ok(Some(update)) => self.print_update(&update)?,
                Ok(None) => return Ok(()),
                Err(e) => return self.print_refusal(&e),
            }
        }
    }

    /// Says what changed since this terminal last showed the game, if another process
    /// changed it, and shows the game as it is now.
    async fn catch_up(&mut self) -> std::io::Result<()> {
        let Some(before) = &self.seen else {
            return Ok(());
        };
        let Ok(now) = self.service.latest(LOCAL_CHANNEL).await else {
            return Ok(());
        };
        if now.id == before.id && now.version == before.version {
            return Ok(());
        }
        let lang = self.setup.lang;
        let what = changes(before, &now, lang);
        writeln!(
            self.out,
            "{}",
            tr(lang, "term-changed", &[("what", what.into())])
        )?;
        self.print_game(&now)
    }

    /// What a refusal of the service says here: its words, with the players named and the
    /// terminal's own commands.
    fn refusal(&self, error: &ServiceError) -> String {
        let seen = self.seen.as_ref();
        let lang = self.setup.lang;
        let name = |view: Option<&GameView>, seat: Seat| {
            view.or(seen).map(|view| seat_name(view, seat, lang))
        };
        let voice = words::RefusalVoice {
            lang: self.setup.lang,
            seat: &name,
            no_game: "error-no-game-here-terminal",
            game_over: "error-game-over-terminal",
        };
        words::refusal(error, &voice)
    }

    /// Prints why the service refused: `error: …`.
    fn print_refusal(&mut self, error: &ServiceError) -> std::io::Result<()> {
        let line = error_line(&self.refusal(error), self.setup.lang);
        writeln!(self.out, "{line}")
    }

    fn print_game(&mut self, view: &GameView) -> std::io::Result<()> {
        self.seen = Some(view.clone());
        let lang = self.setup.lang;
        let names = [
            player_name(view, Player::One, lang),
            player_name(view, Player::Two, lang),
        ];
        let names = names.map(|n| sentence(&n));
        write!(
            self.out,
            "{}",
            text::game_text(view.position(), [&names[0], &names[1]], false, lang)
        )?;
        match (&view.end, view.to_move()) {
            (Some(end), _) => {
                let result = match end.winner {
                    Some(p) => tr(
                        lang,
                        "term-wins",
                        &[("player", player_name(view, p, lang).into())],
                    ),
                    None => tr(lang, "term-draw", &[]),
                };
                let reason = end.reason_in(lang, |p| player_name(view, p, lang));
                let line = tr(
                    lang,
                    "term-game-over",
                    &[
                        ("result", sentence(&result).into()),
                        ("reason", reason.into()),
                    ],
                );
                writeln!(self.out, "{line}")?;
            }
            (None, Some(p)) => {
                let mut parts = vec![sentence(&tr(
                    lang,
                    "term-to-move",
                    &[("player", player_name(view, p, lang).into())],
                ))];
                if view.draw_offer.is_some_and(|o| o != p) {
                    parts.push(tr(lang, "term-draw-offered", &[]));
                }
                if view.takeback_request.is_some_and(|o| o != p) {
                    parts.push(tr(lang, "term-takeback-asked", &[]));
                }
                writeln!(
                    self.out,
                    "{}{}",
                    parts.join(" — "),
                    tr(lang, "full-stop", &[])
                )?;
            }
            (None, None) => {}
        }
        Ok(())
    }

    fn print_update(&mut self, update: &Update) -> std::io::Result<()> {
        let view = &update.game;
        let lang = self.setup.lang;
        let name = |p: Player| player_name(view, p, lang);
        let voice = Voice {
            name: &name,
            turn: str::to_string,
            lang,
        };
        writeln!(self.out, "{}", words::event_sentence(update, &voice))?;
        self.print_game(view)
    }

    /// The player a command acts as: `as N` if given, else the player to move, or for
    /// answers the one who did not ask.
    async fn actor(&mut self, forced: Option<Player>, answering: bool) -> Option<UserId> {
        let view = self.service.latest(LOCAL_CHANNEL).await.ok()?;
        if view.is_over() {
            // Anyone at the keyboard: the service says the game is over, and how.
            return view.seats.iter().find_map(|seat| seat.user());
        }
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
        let forced = match take_actor(&mut words, self.setup.lang) {
            Ok(forced) => forced,
            Err(usage) => return self.report(Err(Refused::Usage(usage))).await.map(|()| true),
        };
        let Some(&first) = words.first() else {
            return Ok(true);
        };
        let rest = &words[1..];
        let result = match first.to_ascii_lowercase().as_str() {
            "quit" | "exit" => return Ok(false),
            "rules" => {
                writeln!(self.out, "{}", crate::i18n::full_rules(self.setup.lang))?;
                return Ok(true);
            }
            "help" | "?" => {
                writeln!(self.out, "{}", tr(self.setup.lang, "term-help", &[]))?;
                return Ok(true);
            }
            "board" | "show" => match self.service.latest(LOCAL_CHANNEL).await {
                Ok(view) => self.print_game(&view).map(|()| Ok(None))?,
                Err(e) => Err(e.into()),
            },
            "legal" => self.print_legal().await.map(|()| Ok(None))?,
            "puzzle" => self.puzzle_command(rest).await?,
            "solve" => self.solve_command(rest).await?,
            "review" => match self.print_review().await? {
                Ok(()) => Ok(None),
                Err(e) => Err(e.into()),
            },
            "hint" => {
                let depth = match rest.first().map(|w| w.to_ascii_lowercase()) {
                    Some(w) if w == "deep" => HintDepth::Deep,
                    _ => HintDepth::Quick,
                };
                self.print_hint(depth).await.map(|()| Ok(None))?
            }
            "record" => match self.service.record(LOCAL_CHANNEL).await {
                Ok(record) => writeln!(self.out, "{record}").map(|()| Ok(None))?,
                Err(e) => Err(e.into()),
            },
            "new" => self.new_command(rest).await.map(|()| Ok(None))?,
            "resign" => match self.actor(forced, false).await {
                Some(user) => self.service.resign(LOCAL_CHANNEL, user).await.map(Some),
                None => Err(ServiceError::NoGameHere),
            }
            .map_err(Refused::from),
            "draw" => self.draw_command(forced, rest).await,
            "takeback" | "undo" => self.takeback_command(forced, rest).await,
            "place" => match parse_place(rest, self.setup.lang) {
                Ok(input) => self.play(forced, input).await.map_err(Refused::from),
                Err(usage) => Err(Refused::Usage(usage)),
            },
            "jump" | "capture" => {
                let path = rest.iter().map(|s| s.to_string()).collect();
                let played = self.play(forced, TurnInput::Jump { path }).await;
                played.map_err(Refused::from)
            }
            "move" | "play" => {
                let played = self.play(forced, TurnInput::Text(rest.join(" "))).await;
                played.map_err(Refused::from)
            }
            _ => {
                let played = self.play(forced, TurnInput::Text(words.join(" "))).await;
                played.map_err(Refused::from)
            }
        };
        self.report(result).await?;
        Ok(true)
    }

    /// Reviews the game shown: a line per turn, the accuracies, the biggest mistakes
    /// explained.
    async fn print_review(&mut self) -> std::io::Result<Result<(), ServiceError>> {
        let view = match self.service.latest(LOCAL_CHANNEL).await {
            Ok(view) => view,
            Err(e) => return Ok(Err(e)),
        };
        if let Err(e) = BotService::may_review(&view) {
            return Ok(Err(e));
        }
        let lang = self.setup.lang;
        let reviewing = tr(
            lang,
            "term-reviewing",
            &[
                ("game", view.id.0.into()),
                ("positions", view.game.positions().len().into()),
            ],
        );
        writeln!(self.out, "{reviewing}")?;
        let reviewed = match self.service.review_game(&view, |_, _| {}).await {
            Ok(reviewed) => reviewed,
            Err(e) => return Ok(Err(e)),
        };
        for line in words::review_lines(&reviewed.review, lang) {
            writeln!(self.out, "{line}")?;
        }
        for player in [Player::One, Player::Two] {
            let accuracy = tr(
                lang,
                "term-accuracy",
                &[
                    ("player", player_name(&view, player, lang).into()),
                    (
                        "accuracy",
                        format!("{:.0}", reviewed.review.accuracy(player)).into(),
                    ),
                ],
            );
            writeln!(self.out, "{accuracy}")?;
        }
        for explained in &reviewed.explained {
            let better = tr(
                lang,
                "term-better",
                &[
                    ("number", explained.number.into()),
                    ("better", explained.better.as_str().into()),
                    ("reason", words::reason(&explained.reason, lang).into()),
                ],
            );
            writeln!(self.out, "{better}")?;
        }
        Ok(Ok(()))
    }

    /// Says what a command did: the update (then the bot's turns), or why it was refused
    /// (catching up first when the game moved on in another window).
    async fn report(&mut self, result: Result<Option<Update>, Refused>) -> std::io::Result<()> {
        match result {
            Ok(Some(update)) => {
                self.print_update(&update)?;
                self.bot_moves().await?;
            }
            Ok(None) => {}
            Err(Refused::Usage(usage)) => {
                writeln!(self.out, "{}", error_line(&usage, self.setup.lang))?
            }
            Err(Refused::Service(e)) => {
                self.print_refusal(&e)?;
                if matches!(
                    e,
                    ServiceError::PositionChanged | ServiceError::AlreadyPlayed(_)
                ) {
                    self.catch_up().await?;
                }
            }
        }
        Ok(())
    }

    /// `draw [offer | accept | decline]`.
    async fn draw_command(
        &mut self,
        forced: Option<Player>,
        rest: &[&str],
    ) -> Result<Option<Update>, Refused> {
        let answer = answer_word(rest, "offer", "draw", self.setup.lang)?;
        let user = self
            .actor(forced, answer.is_some())
            .await
            .ok_or(ServiceError::NoGameHere)?;
        let update = match answer {
            None => self.service.offer_draw(LOCAL_CHANNEL, user).await?,
            Some(accept) => {
                (self.service)
                    .answer_draw(LOCAL_CHANNEL, user, accept, None)
                    .await?
            }
        };
        Ok(Some(update))
    }

    /// `takeback [request | accept | decline]` (`undo`): a request comes from the last mover
    /// unless `as N` says otherwise.
    async fn takeback_command(
        &mut self,
        forced: Option<Player>,
        rest: &[&str],
    ) -> Result<Option<Update>, Refused> {
        let answer = answer_word(rest, "request", "takeback", self.setup.lang)?;
        let user = match (forced, answer) {
            (None, None) => self.last_mover().await,
            _ => self.actor(forced, answer.is_some()).await,
        }
        .ok_or(ServiceError::NoGameHere)?;
        let update = match answer {
            None => self.service.request_takeback(LOCAL_CHANNEL, user).await?,
            Some(accept) => {
                (self.service)
                    .answer_takeback(LOCAL_CHANNEL, user, accept, None)
                    .await?
            }
        };
        Ok(Some(update))
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

    /// `puzzle [easy|medium|hard|new]`: the open puzzle, or a new one (of that level).
    async fn puzzle_command(
        &mut self,
        rest: &[&str],
    ) -> std::io::Result<Result<Option<Update>, Refused>> {
        let ask = match rest.first().map(|w| w.to_ascii_lowercase()) {
            None => PuzzleAsk::Current,
            Some(word) if word == "new" => PuzzleAsk::New(None),
            Some(word) => match word.parse::<Difficulty>() {
                Ok(level) => PuzzleAsk::New(Some(level)),
                Err(_) => {
                    return Ok(Err(Refused::Usage(tr(
                        self.setup.lang,
                        "term-usage-puzzle",
                        &[],
                    ))));
                }
            },
        };
        let view = match self.service.puzzle(PUZZLER, None, ask).await {
            Ok(view) => view,
            Err(e) => return Ok(Err(e.into())),
        };
        self.print_puzzle_board(&view)?;
        let voice = puzzle_voice(self.setup.lang);
        for line in words::puzzle_lines(&view, &words::puzzle_heading(&view, &voice), &voice) {
            writeln!(self.out, "{line}")?;
        }
        Ok(Ok(None))
    }

    /// `solve <turn>`: a turn in the open puzzle.
    async fn solve_command(
        &mut self,
        rest: &[&str],
    ) -> std::io::Result<Result<Option<Update>, Refused>> {
        if rest.is_empty() {
            return Ok(Err(Refused::Usage(tr(
                self.setup.lang,
                "term-usage-solve",
                &[],
            ))));
        }
        let step = match self.service.solve(PUZZLER, &rest.join(" ")).await {
            Ok(step) => step,
            Err(e) => return Ok(Err(e.into())),
        };
        let record = match step.outcome {
            PuzzleOutcome::Solved => self.service.puzzle_record(PUZZLER).await.ok(),
            _ => None,
        };
        self.print_puzzle_board(&step.view)?;
        let voice = puzzle_voice(self.setup.lang);
        let heading = words::puzzle_heading(&step.view, &voice);
        let answer = words::puzzle_answer(&step, &heading, record.as_ref(), &voice);
        writeln!(self.out, "{answer}")?;
        Ok(Ok(None))
    }

    /// A puzzle's position as text, the one solving named "You".
    fn print_puzzle_board(&mut self, view: &PuzzleView) -> std::io::Result<()> {
        let lang = self.setup.lang;
        let (you, defence) = (tr(lang, "puzzle-you", &[]), tr(lang, "puzzle-defence", &[]));
        let names = match view.solver() {
            Player::One => [you.as_str(), defence.as_str()],
            Player::Two => [defence.as_str(), you.as_str()],
        };
        write!(
            self.out,
            "{}",
            text::game_text(&view.position, names, false, lang)
        )
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
                let count = tr(
                    self.setup.lang,
                    "term-legal",
                    &[("count", turns.len().into())],
                );
                writeln!(self.out, "{count}")?;
                for chunk in turns.chunks(10) {
                    writeln!(self.out, "  {}", chunk.join(" "))?;
                }
                Ok(())
            }
            Err(e) => self.print_refusal(&e),
        }
    }

    async fn print_hint(&mut self, depth: HintDepth) -> std::io::Result<()> {
        let Some(user) = self.actor(None, false).await else {
            return self.print_refusal(&ServiceError::NoGameHere);
        };
        let lang = self.setup.lang;
        writeln!(self.out, "{}", tr(lang, "term-thinking", &[]))?;
        match self.service.hint(LOCAL_CHANNEL, user, depth).await {
            Ok(hint) => {
                let name = |p: Player| words::numbered_player(p, lang);
                let line = tr(
                    lang,
                    "term-hint",
                    &[
                        ("turn", hint.notation.as_str().into()),
                        ("reason", words::reason(&hint.reason, lang).into()),
                        (
                            "standing",
                            words::standing(hint.standing, lang, &name).into(),
                        ),
                        ("line", hint.line.join(" ").into()),
                    ],
                );
                writeln!(self.out, "{line}")
            }
            Err(e) => self.print_refusal(&e),
        }
    }

    async fn new_command(&mut self, words: &[&str]) -> std::io::Result<()> {
        let (mut named_board, mut named_type) = (None, None);
        for word in words {
            let word = word.to_ascii_lowercase();
            if let Some(board) = word.parse::<u8>().ok().and_then(Board::from_rings) {
                named_board = Some(board);
            } else if let Ok(game_type) = word.parse::<GameType>() {
                named_type = Some(game_type);
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
                let why = tr(
                    self.setup.lang,
                    "term-new-unknown",
                    &[("word", format!("{word:?}").into())],
                );
                return writeln!(self.out, "{}", error_line(&why, self.setup.lang));
            }
        }
        // Blitz alone means blitz on its board; blitz on a named board the rules refuse.
        let game_type = named_type.unwrap_or(self.setup.game_type);
        let board = match (named_board, game_type) {
            (Some(board), _) => board,
            (None, GameType::Blitz) => Board::Rings37,
            (None, GameType::Standard) => self.setup.board,
        };
        match engine::Setup::new(board, game_type) {
            Ok(setup) => (self.setup.board, self.setup.game_type) = (setup.board(), game_type),
            Err(e) => {
                let lang = self.setup.lang;
                let why = words::setup_problem(&SetupProblem::Rules(e), lang);
                return writeln!(self.out, "{}", error_line(&why, lang));
            }
        }
        if let Ok(view) = self.service.show(LOCAL_CHANNEL).await {
            let why = tr(
                self.setup.lang,
                "term-still-going-on",
                &[("game", view.id.0.into())],
            );
            return writeln!(self.out, "{}", error_line(&why, self.setup.lang));
        }
        self.new_game().await
    }
}

/// Why a command of the terminal did nothing: the service refused, or the command was written
/// wrong (its usage).
enum Refused {
    /// The service's refusal.
    Service(ServiceError),
    /// How the command is written.
    Usage(String),
}

impl From<ServiceError> for Refused {
    fn from(error: ServiceError) -> Refused {
        Refused::Service(error)
    }
}

/// Takes a leading `as 1` / `as 2` off a command: who acts (None: whoever the command is for).
fn take_actor(words: &mut Vec<&str>, lang: Lang) -> Result<Option<Player>, String> {
    if words.len() < 2 || !words[0].eq_ignore_ascii_case("as") {
        return Ok(None);
    }
    let player = match words[1] {
        "1" => Player::One,
        "2" => Player::Two,
        other => {
            let word = format!("{other:?}");
            return Err(tr(lang, "term-usage-as", &[("word", word.into())]));
        }
    };
    words.drain(..2);
    Ok(Some(player))
}

/// The answer word of `draw` / `takeback`: None for an offer (no word, or `ask`), Some(true)
/// to accept, Some(false) to decline.
fn answer_word(
    rest: &[&str],
    ask: &str,
    command: &str,
    lang: Lang,
) -> Result<Option<bool>, Refused> {
    match rest.first().map(|w| w.to_ascii_lowercase()).as_deref() {
        None => Ok(None),
        Some(w) if w == ask => Ok(None),
        Some("accept") => Ok(Some(true)),
        Some("decline") => Ok(Some(false)),
        Some(other) => Err(Refused::Usage(tr(
            lang,
            "term-usage-answer",
            &[
                ("command", command.into()),
                ("ask", ask.into()),
                ("word", format!("{other:?}").into()),
            ],
        ))),
    }
}

/// `place <colour> <cell> [<ring>]` → a structured placement.
fn parse_place(words: &[&str], lang: Lang) -> Result<TurnInput, String> {
    let usage = tr(lang, "term-usage-place", &[]);
    let (colour, cells) = match words {
        [colour, rest @ ..] if !rest.is_empty() && rest.len() <= 2 => (colour, rest),
        _ => return Err(usage),
    };
    let marble = match colour.to_ascii_lowercase().as_str() {
        "w" | "white" => Marble::White,
        "g" | "grey" | "gray" => Marble::Grey,
        "b" | "black" => Marble::Black,
        _ => {
            let word = format!("{colour:?}");
            return Err(tr(
                lang,
                "term-not-a-colour",
                &[("word", word.into()), ("usage", usage.into())],
            ));
        }
    };
    Ok(TurnInput::Place {
        marble,
        at: cells[0].to_string(),
        remove: cells.get(1).map(|s| s.to_string()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `zertz-bot local --help` and the English `help` print the same list.
    #[test]
    fn the_english_help_is_the_clis() {
        assert_eq!(tr(Lang::En, "term-help", &[]), HELP);
    }
}
