//! The `/zertz …` slash commands. Each one reads its arguments, calls the service, and
//! answers: a board picture with a short line for everyone, or an ephemeral message for the
//! one who asked (errors, hints, lists).

use std::fmt::Display;
use std::sync::Arc;

use poise::CreateReply;
use poise::serenity_prelude as serenity;

use super::custom_id::ButtonAction;
use super::{
    Context, DiscordError, board_png, channel_id, complete, discord_channel, discord_user,
    not_a_channel, text, user_id,
};
use crate::ai::Level;
use crate::engine::{Board, GameType, Marble, Position};
use crate::render::{BoardView, render_png};
use crate::service::{
    BotService, ChallengeOutcome, ChallengeRequest, ChallengeView, ChannelId, DAY_MS, Event,
    GameId, GameView, GuildId, HintDepth, ImportRequest, Opponent, Seat, ServiceError, Starter,
    TurnInput, Update,
};

/// Which board to play on.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum BoardChoice {
    /// 37 rings.
    #[name = "37 rings (standard)"]
    Rings37,
    /// 40 rings.
    #[name = "40 rings"]
    Rings40,
    /// 43 rings.
    #[name = "43 rings"]
    Rings43,
    /// 44 rings.
    #[name = "44 rings"]
    Rings44,
    /// 48 rings.
    #[name = "48 rings (tournament)"]
    Rings48,
    /// 61 rings.
    #[name = "61 rings"]
    Rings61,
}

impl BoardChoice {
    fn board(self) -> Board {
        match self {
            BoardChoice::Rings37 => Board::Rings37,
            BoardChoice::Rings40 => Board::Rings40,
            BoardChoice::Rings43 => Board::Rings43,
            BoardChoice::Rings44 => Board::Rings44,
            BoardChoice::Rings48 => Board::Rings48,
            BoardChoice::Rings61 => Board::Rings61,
        }
    }
}

/// Standard or blitz.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TypeChoice {
    /// 6/8/10 marbles.
    #[name = "standard"]
    Standard,
    /// 5/7/9 marbles on 37 rings.
    #[name = "blitz (37 rings)"]
    Blitz,
}

/// Who moves first.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FirstChoice {
    /// Drawn by lot.
    #[name = "draw lots"]
    Random,
    /// The one who asks.
    #[name = "me"]
    Me,
    /// The opponent.
    #[name = "my opponent"]
    Them,
}

/// Time per turn for a correspondence game.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TimeChoice {
    /// No limit.
    #[name = "no limit"]
    None,
    /// One day per turn.
    #[name = "1 day per turn"]
    OneDay,
    /// Three days per turn.
    #[name = "3 days per turn"]
    ThreeDays,
    /// A week per turn.
    #[name = "7 days per turn"]
    SevenDays,
}

impl TimeChoice {
    fn limit_ms(choice: Option<TimeChoice>) -> Option<i64> {
        match choice? {
            TimeChoice::None => None,
            TimeChoice::OneDay => Some(DAY_MS),
            TimeChoice::ThreeDays => Some(3 * DAY_MS),
            TimeChoice::SevenDays => Some(7 * DAY_MS),
        }
    }
}

impl FirstChoice {
    fn starter(choice: Option<FirstChoice>) -> Starter {
        match choice {
            None | Some(FirstChoice::Random) => Starter::Random,
            Some(FirstChoice::Me) => Starter::Challenger,
            Some(FirstChoice::Them) => Starter::Opponent,
        }
    }
}

fn service<'a>(ctx: &Context<'a>) -> &'a Arc<BotService> {
    &ctx.data().service
}

fn here(ctx: &Context<'_>) -> ChannelId {
    channel_id(ctx.channel_id())
}

fn server(ctx: &Context<'_>) -> Option<GuildId> {
    ctx.guild_id().map(|g| GuildId(g.get()))
}

/// An ephemeral message to the one who asked.
pub async fn whisper(ctx: Context<'_>, message: impl Display) -> Result<(), DiscordError> {
    ctx.send(
        CreateReply::default()
            .content(message.to_string())
            .ephemeral(true)
            .allowed_mentions(serenity::CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}

/// Mentions that notify exactly these users.
pub fn mentions(users: &[u64]) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new().users(users.iter().filter_map(|&u| discord_user(u)))
}

/// The buttons that go under an update (answers to an offer or a request).
pub fn update_buttons(update: &Update) -> Vec<serenity::CreateActionRow> {
    let view = &update.game;
    let at = view.move_number();
    let pair = |yes: ButtonAction, no: ButtonAction, what: &str| {
        vec![serenity::CreateActionRow::Buttons(vec![
            serenity::CreateButton::new(yes.to_string())
                .label(format!("Accept {what}"))
                .style(serenity::ButtonStyle::Success),
            serenity::CreateButton::new(no.to_string())
                .label("Decline")
                .style(serenity::ButtonStyle::Secondary),
        ])]
    };
    match update.event {
        Event::DrawOffered { .. } => pair(
            ButtonAction::Draw {
                game: view.id,
                move_number: at,
                accept: true,
            },
            ButtonAction::Draw {
                game: view.id,
                move_number: at,
                accept: false,
            },
            "draw",
        ),
        Event::TakebackRequested { .. } => pair(
            ButtonAction::Takeback {
                game: view.id,
                move_number: at,
                accept: true,
            },
            ButtonAction::Takeback {
                game: view.id,
                move_number: at,
                accept: false,
            },
            "takeback",
        ),
        _ if view.is_over() => vec![serenity::CreateActionRow::Buttons(vec![
            serenity::CreateButton::new(ButtonAction::Rematch(view.id).to_string())
                .label("Rematch")
                .style(serenity::ButtonStyle::Primary),
        ])],
        _ => Vec::new(),
    }
}

/// A challenge as a message: who challenges whom on what, the empty board, and the Accept /
/// Decline / Withdraw buttons.
pub async fn challenge_message(
    challenge: &ChallengeView,
) -> Result<(String, Vec<u8>, Vec<serenity::CreateActionRow>), DiscordError> {
    let start = Position::new(challenge.board, challenge.game_type);
    let png = tokio::task::spawn_blocking(move || render_png(&BoardView::new(&start)))
        .await
        .map_err(|e| DiscordError::Task(e.to_string()))??;
    let who_starts = match challenge.starter {
        Starter::Random => "who starts is drawn by lot",
        Starter::Challenger => "the challenger starts",
        Starter::Opponent => "you start",
    };
    let rated = if challenge.rated { "rated" } else { "casual" };
    let content = format!(
        "<@{}>, <@{}> challenges you to a game of ZÈRTZ: {} rings, {}, {}, {rated}; \
         {who_starts}. The challenge expires <t:{}:R>.",
        challenge.opponent,
        challenge.challenger,
        challenge.board,
        challenge.game_type,
        text::time_limit(challenge.turn_limit_ms),
        challenge.expires_at / 1000
    );
    let buttons = serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(ButtonAction::Accept(challenge.id).to_string())
            .label("Accept")
            .style(serenity::ButtonStyle::Success),
        serenity::CreateButton::new(ButtonAction::Decline(challenge.id).to_string())
            .label("Decline")
            .style(serenity::ButtonStyle::Danger),
        serenity::CreateButton::new(ButtonAction::Cancel(challenge.id).to_string())
            .label("Withdraw")
            .style(serenity::ButtonStyle::Secondary),
    ]);
    Ok((content, png, vec![buttons]))
}

/// Answers with the update for everyone, or the error privately.
async fn answer_or_whisper(
    ctx: Context<'_>,
    result: Result<Update, ServiceError>,
) -> Result<(), DiscordError> {
    match result {
        Ok(update) => answer(ctx, &update).await,
        Err(e) => whisper(ctx, text::refusal(&e)).await,
    }
}

/// Answers a command with an update: the board and the line, mentioning who acts next.
async fn answer(ctx: Context<'_>, update: &Update) -> Result<(), DiscordError> {
    let png = board_png(&update.game).await?;
    ctx.send(
        CreateReply::default()
            .content(text::update_line(update))
            .attachment(serenity::CreateAttachment::bytes(png, "board.png"))
            .components(update_buttons(update))
            .allowed_mentions(mentions(&text::notify(update))),
    )
    .await?;
    Ok(())
}

/// After a person's turn: lets the bot play (if it is to move) in the background and post its
/// turn as a new message in the channel when ready.
pub fn bot_replies(http: Arc<serenity::Http>, service: Arc<BotService>, channel: ChannelId) {
    tokio::spawn(async move {
        loop {
            match service.bot_turn(channel).await {
                Ok(Some(update)) => {
                    if let Err(e) = post_update(&http, channel, &update).await {
                        tracing::warn!(error = %e, "could not post the bot's turn");
                        return;
                    }
                }
                Ok(None) => return,
                Err(e) => {
                    tracing::warn!(error = %e, "the bot could not move");
                    return;
                }
            }
        }
    });
}

/// Posts an update as a new message in `channel` (for turns nobody asked for: the bot's).
pub async fn post_update(
    http: &serenity::Http,
    channel: ChannelId,
    update: &Update,
) -> Result<(), DiscordError> {
    let png = board_png(&update.game).await?;
    discord_channel(channel)
        .ok_or_else(|| not_a_channel(channel))?
        .send_message(
            http,
            serenity::CreateMessage::new()
                .content(text::update_line(update))
                .add_file(serenity::CreateAttachment::bytes(png, "board.png"))
                .components(update_buttons(update))
                .allowed_mentions(mentions(&text::notify(update))),
        )
        .await?;
    Ok(())
}

/// Plays a turn for the author and answers; the bot replies after.
async fn play(ctx: Context<'_>, input: TurnInput) -> Result<(), DiscordError> {
    let channel = here(&ctx);
    match service(&ctx)
        .play(channel, user_id(ctx.author().id), input, None)
        .await
    {
        Ok(update) => {
            answer(ctx, &update).await?;
            if !update.game.is_over() {
                bot_replies(
                    ctx.serenity_context().http.clone(),
                    Arc::clone(service(&ctx)),
                    channel,
                );
            }
            Ok(())
        }
        Err(e) => whisper(ctx, text::refusal(&e)).await,
    }
}

/// The position of the game here, for autocomplete (None when there is no game).
async fn position_here(ctx: &Context<'_>) -> Option<Position> {
    let view = service(ctx).show(here(ctx)).await.ok()?;
    (!view.is_over()).then(|| *view.position())
}

/// The value typed so far for another option of the same command.
fn option(ctx: &Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    app.args
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            serenity::ResolvedValue::String(s) => Some(s.to_string()),
            serenity::ResolvedValue::Autocomplete { value, .. } => Some(value.to_string()),
            _ => None,
        })
}

fn choices(values: Vec<String>) -> serenity::CreateAutocompleteResponse {
    serenity::CreateAutocompleteResponse::new().set_choices(
        values
            .into_iter()
            .map(|v| serenity::AutocompleteChoice::new(v.clone(), v))
            .collect(),
    )
}

async fn complete_colour(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let Some(position) = position_here(&ctx).await else {
        return choices(Vec::new());
    };
    serenity::CreateAutocompleteResponse::new().set_choices(
        complete::colours(&position, partial)
            .into_iter()
            .map(|(label, value)| serenity::AutocompleteChoice::new(label, value))
            .collect(),
    )
}

async fn complete_cell(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let colour = option(&ctx, "colour");
    match position_here(&ctx).await {
        Some(position) => choices(complete::cells(&position, colour.as_deref(), partial)),
        None => choices(Vec::new()),
    }
}

async fn complete_ring(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let cell = option(&ctx, "cell");
    match position_here(&ctx).await {
        Some(position) => choices(complete::rings(&position, cell.as_deref(), partial)),
        None => choices(Vec::new()),
    }
}

async fn complete_jump(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    match position_here(&ctx).await {
        Some(position) => choices(complete::jumps(&position, partial)),
        None => choices(Vec::new()),
    }
}

async fn complete_level(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    serenity::CreateAutocompleteResponse::new().set_choices(
        Level::ALL
            .iter()
            .filter(|l| l.name().starts_with(&partial.trim().to_ascii_lowercase()))
            .map(|l| {
                serenity::AutocompleteChoice::new(
                    format!("{} — {}", l.name(), l.description()),
                    l.name(),
                )
            })
            .collect(),
    )
}

/// Play ZÈRTZ, the game of shared marbles on a shrinking board.
#[poise::command(
    slash_command,
    subcommands(
        "challenge",
        "bot",
        "place",
        "jump",
        "move_",
        "board",
        "hint",
        "resign",
        "draw",
        "takeback",
        "games",
        "export",
        "import",
        "replay",
        "leaderboard",
        "profile",
        "end_game",
        "rules"
    ),
    subcommand_required
)]
pub async fn zertz(_ctx: Context<'_>) -> Result<(), DiscordError> {
    Ok(())
}

/// Challenge someone to a game.
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you challenge"] opponent: serenity::User,
    #[description = "The board (default 37 rings)"] board: Option<BoardChoice>,
    #[description = "Standard (default) or blitz"]
    #[rename = "type"]
    game_type: Option<TypeChoice>,
    #[description = "Who moves first (default: draw lots)"] first: Option<FirstChoice>,
    #[description = "Time per turn, for a correspondence game (default: no limit)"] time: Option<
        TimeChoice,
    >,
    #[description = "Whether the game counts for the server's ratings (default: yes)"]
    rated: Option<bool>,
) -> Result<(), DiscordError> {
    if opponent.bot {
        return whisper(
            ctx,
            "Bots cannot accept challenges; to play me, use `/zertz bot`.",
        )
        .await;
    }
    let (board, game_type) = board_and_type(board, game_type);
    let request = ChallengeRequest {
        channel: here(&ctx),
        challenger: user_id(ctx.author().id),
        opponent: Opponent::User(user_id(opponent.id)),
        board,
        game_type,
        starter: FirstChoice::starter(first),
        guild: server(&ctx),
        turn_limit_ms: TimeChoice::limit_ms(time),
        rated: rated.unwrap_or(true),
    };
    let challenge = match service(&ctx).challenge(request).await {
        Ok(ChallengeOutcome::Open(challenge)) => challenge,
        Ok(ChallengeOutcome::Started(update)) => return answer(ctx, &update).await,
        Err(e) => return whisper(ctx, text::refusal(&e)).await,
    };
    let (content, png, buttons) = challenge_message(&challenge).await?;
    ctx.send(
        CreateReply::default()
            .content(content)
            .attachment(serenity::CreateAttachment::bytes(png, "board.png"))
            .components(buttons)
            .allowed_mentions(mentions(&[challenge.opponent.0])),
    )
    .await?;
    Ok(())
}

/// The board and game type a player chose (37 rings when they named no board); the service
/// refuses a pair the rules do not allow (blitz on 61 rings) instead of changing the board.
fn board_and_type(board: Option<BoardChoice>, game_type: Option<TypeChoice>) -> (Board, GameType) {
    let game_type = match game_type {
        Some(TypeChoice::Blitz) => GameType::Blitz,
        _ => GameType::Standard,
    };
    (board.map_or(Board::Rings37, BoardChoice::board), game_type)
}

/// Play against the bot.
#[poise::command(slash_command)]
pub async fn bot(
    ctx: Context<'_>,
    #[description = "How strong the bot plays"]
    #[autocomplete = "complete_level"]
    level: Option<String>,
    #[description = "The board (default 37 rings)"] board: Option<BoardChoice>,
    #[description = "Standard (default) or blitz"]
    #[rename = "type"]
    game_type: Option<TypeChoice>,
    #[description = "Who moves first (default: draw lots)"] first: Option<FirstChoice>,
) -> Result<(), DiscordError> {
    let level = match level.as_deref().map(str::parse::<Level>) {
        None => Level::Hard,
        Some(Ok(level)) => level,
        Some(Err(e)) => return whisper(ctx, format!("{}.", text::sentence(&e))).await,
    };
    let (board, game_type) = board_and_type(board, game_type);
    let request = ChallengeRequest {
        channel: here(&ctx),
        challenger: user_id(ctx.author().id),
        opponent: Opponent::Bot(level),
        board,
        game_type,
        starter: FirstChoice::starter(first),
        guild: server(&ctx),
        turn_limit_ms: None,
        rated: false,
    };
    match service(&ctx).challenge(request).await {
        Ok(ChallengeOutcome::Started(update)) => {
            answer(ctx, &update).await?;
            bot_replies(
                ctx.serenity_context().http.clone(),
                Arc::clone(service(&ctx)),
                here(&ctx),
            );
            Ok(())
        }
        Ok(ChallengeOutcome::Open(_)) => whisper(ctx, "The bot did not take the challenge.").await,
        Err(e) => whisper(ctx, text::refusal(&e)).await,
    }
}

/// Place a marble and remove a free ring.
#[poise::command(slash_command)]
pub async fn place(
    ctx: Context<'_>,
    #[description = "The marble's colour"]
    #[autocomplete = "complete_colour"]
    colour: String,
    #[description = "The vacant ring to place it on"]
    #[autocomplete = "complete_cell"]
    cell: String,
    #[description = "The free ring to remove (leave empty only when none is free)"]
    #[autocomplete = "complete_ring"]
    ring: Option<String>,
) -> Result<(), DiscordError> {
    let Some(marble) = colour.trim().chars().next().and_then(Marble::from_letter) else {
        return whisper(
            ctx,
            format!("{colour:?} is not a colour: choose white, grey or black."),
        )
        .await;
    };
    play(
        ctx,
        TurnInput::Place {
            marble,
            at: cell,
            remove: ring,
        },
    )
    .await
}

/// Capture: jump with a marble, as far as it must go.
#[poise::command(slash_command)]
pub async fn jump(
    ctx: Context<'_>,
    #[description = "The capture, e.g. e5xc5xa3"]
    #[autocomplete = "complete_jump"]
    path: String,
) -> Result<(), DiscordError> {
    play(ctx, TurnInput::Text(path)).await
}

/// Play a turn written in notation: Wd4-a1, e5xc5xa3, pass.
#[poise::command(slash_command, rename = "move")]
pub async fn move_(
    ctx: Context<'_>,
    #[description = "The turn, e.g. Wd4-a1 or e5xc5xa3"] turn: String,
) -> Result<(), DiscordError> {
    play(ctx, TurnInput::Text(turn)).await
}

/// Show the board of the game here again.
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), DiscordError> {
    match service(&ctx).latest(here(&ctx)).await {
        Ok(view) => {
            let png = board_png(&view).await?;
            let mut line = format!("Game {} after {}. ", view.id, view.turns_played());
            line.push_str(&text::status(&view));
            ctx.send(
                CreateReply::default()
                    .content(line)
                    .attachment(serenity::CreateAttachment::bytes(png, "board.png"))
                    .allowed_mentions(serenity::CreateAllowedMentions::new()),
            )
            .await?;
            Ok(())
        }
        Err(e) => whisper(ctx, text::refusal(&e)).await,
    }
}

/// Ask for a hint (only you see it).
#[poise::command(slash_command)]
pub async fn hint(
    ctx: Context<'_>,
    #[description = "Think ten seconds for a stronger answer (default: a couple of seconds)"]
    deep: Option<bool>,
) -> Result<(), DiscordError> {
    // Refused at once, before the "thinking…" of a long answer.
    if let Err(e) = service(&ctx)
        .may_hint(here(&ctx), user_id(ctx.author().id))
        .await
    {
        return whisper(ctx, text::refusal(&e)).await;
    }
    ctx.defer_ephemeral().await?;
    let message = match service(&ctx)
        .hint(
            here(&ctx),
            user_id(ctx.author().id),
            if deep.unwrap_or(false) {
                HintDepth::Deep
            } else {
                HintDepth::Quick
            },
        )
        .await
    {
        Ok(hint) => text::hint(&hint),
        Err(e) => text::refusal(&e),
    };
    finish_deferred(ctx, message).await
}

/// Replaces the "thinking…" of a deferred answer with `message`.
async fn finish_deferred(ctx: Context<'_>, message: impl Display) -> Result<(), DiscordError> {
    match ctx {
        poise::Context::Application(app) => {
            app.interaction
                .edit_response(
                    ctx.serenity_context(),
                    serenity::EditInteractionResponse::new()
                        .content(message.to_string())
                        .allowed_mentions(serenity::CreateAllowedMentions::new()),
                )
                .await?;
            Ok(())
        }
        poise::Context::Prefix(_) => whisper(ctx, message).await,
    }
}

/// Resign the game here.
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), DiscordError> {
    let result = service(&ctx)
        .resign(here(&ctx), user_id(ctx.author().id))
        .await;
    answer_or_whisper(ctx, result).await
}

/// Offer a draw (or accept your opponent's offer).
#[poise::command(slash_command)]
pub async fn draw(ctx: Context<'_>) -> Result<(), DiscordError> {
    let result = service(&ctx)
        .offer_draw(here(&ctx), user_id(ctx.author().id))
        .await;
    answer_or_whisper(ctx, result).await
}

/// Ask to take back your last turn.
#[poise::command(slash_command)]
pub async fn takeback(ctx: Context<'_>) -> Result<(), DiscordError> {
    let result = service(&ctx)
        .request_takeback(here(&ctx), user_id(ctx.author().id))
        .await;
    answer_or_whisper(ctx, result).await
}

/// List your games in progress (only you see it).
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), DiscordError> {
    let me = user_id(ctx.author().id);
    let games = match service(&ctx).my_games(me).await {
        Ok(games) => games,
        Err(e) => return whisper(ctx, text::refusal(&e)).await,
    };
    if games.is_empty() {
        return whisper(
            ctx,
            "You have no game in progress. Start one with `/zertz challenge` or `/zertz bot`.",
        )
        .await;
    }
    let lines: Vec<String> = games
        .iter()
        .map(|view| {
            let opponent = view
                .player_of(me)
                .map(|p| text::seat(view.seat(p.opponent())))
                .unwrap_or_default();
            let mut turn = match view.to_move() {
                Some(p) if view.seat(p).user() == Some(me) => "**your turn**".to_string(),
                _ => "their turn".to_string(),
            };
            if let Some(deadline) = view.deadline() {
                turn.push_str(&format!(", time runs out <t:{}:R>", deadline / 1000));
            }
            format!(
                "• Game {} in <#{}> against {opponent}: {} rings, {} played, {turn}",
                view.id,
                view.channel,
                view.position().board(),
                view.turns_played()
            )
        })
        .collect();
    whisper(ctx, lines.join("\n")).await
}

/// The game here, or any game of this server by its number (finished ones too).
async fn game_here_or(ctx: &Context<'_>, number: Option<i64>) -> Result<GameView, ServiceError> {
    match number {
        Some(id) => {
            service(ctx)
                .game_by_number(GameId(id), server(ctx), here(ctx), user_id(ctx.author().id))
                .await
        }
        // A finished game stays on show in its channel until the next one starts.
        None => service(ctx).latest(here(ctx)).await,
    }
}

/// A seat's name for a record: the person's Discord name (looked up), or the bot and its
/// level.
async fn record_name(ctx: &Context<'_>, seat: Seat) -> String {
    match seat {
        Seat::Bot(level) => format!("zertz-bot ({level})"),
        Seat::User(user) => {
            let found = match discord_user(user.0) {
                Some(id) => id.to_user(ctx).await.ok(),
                None => None,
            };
            match found {
                Some(found) => found.global_name.unwrap_or(found.name),
                None => format!("user {user}"),
            }
        }
    }
}

/// Export a game's record as a ZEN-style text file: the game here, or any game by its number.
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "The game's number (default: the game in this channel)"] game: Option<i64>,
) -> Result<(), DiscordError> {
    let view = match game_here_or(&ctx, game).await {
        Ok(view) => view,
        Err(e) => return whisper(ctx, text::refusal(&e)).await,
    };
    let names = [
        record_name(&ctx, view.seats[0]).await,
        record_name(&ctx, view.seats[1]).await,
    ];
    let record = view.record_file([&names[0], &names[1]]).to_string();
    ctx.send(
        CreateReply::default()
            .content(format!(
                "The record of game {} ({}). Import it with `/zertz import` to analyse it.",
                view.id,
                view.turns_played()
            ))
            .attachment(serenity::CreateAttachment::bytes(
                record.into_bytes(),
                format!("zertz-game-{}.zen.txt", view.id.0),
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The most an uploaded record may weigh.
const MAX_UPLOAD_BYTES: u32 = 64 * 1024;

/// Fetches an uploaded file as text; an error status (an expired link) is an error, not a
/// record.
async fn download(url: &str) -> Result<String, String> {
    let response = reqwest::Client::new()
        .get(url)
        .timeout(std::time::Duration::from_secs(10))
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let status = response.status();
    if !status.is_success() {
        return Err(format!("the file's link answered {status}"));
    }
    let bytes = response.bytes().await.map_err(|e| e.to_string())?;
    if bytes.len() > MAX_UPLOAD_BYTES as usize {
        return Err(format!("the file has {} bytes", bytes.len()));
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Import a record or a position to analyse here (unrated; hints and takebacks at hand).
#[poise::command(slash_command)]
pub async fn import(
    ctx: Context<'_>,
    #[description = "A record file (from /zertz export, or any ZEN record)"] file: Option<
        serenity::Attachment,
    >,
    #[description = "Or paste a record, a list of turns, or a position text"] text: Option<String>,
    #[description = "Stop after this many turns of the record (default: all)"]
    #[min = 0]
    turns: Option<u32>,
    #[description = "Play on against the bot at this level (default: you play both sides)"]
    #[autocomplete = "complete_level"]
    bot: Option<String>,
) -> Result<(), DiscordError> {
    let opponent = match bot.as_deref().map(str::parse::<Level>) {
        None => None,
        Some(Ok(level)) => Some(level),
        Some(Err(e)) => return whisper(ctx, format!("{}.", text::sentence(&e))).await,
    };
    let deferred = file.is_some();
    let text = match (file, text) {
        (Some(file), _) => {
            if file.size > MAX_UPLOAD_BYTES {
                return whisper(ctx, "That file is too big for a record (64 KiB at most).").await;
            }
            ctx.defer().await?;
            match download(&file.url).await {
                Ok(text) => text,
                Err(why) => {
                    tracing::warn!(%why, "could not download a record");
                    return finish_deferred(ctx, "I could not download that file; try again.")
                        .await;
                }
            }
        }
        (None, Some(text)) => text,
        (None, None) => {
            return whisper(
                ctx,
                "Give a record file, or paste a record or a position into `text`.",
            )
            .await;
        }
    };
    let request = ImportRequest {
        channel: here(&ctx),
        guild: server(&ctx),
        user: user_id(ctx.author().id),
        text,
        turns: turns.map(|t| t as usize),
        opponent,
    };
    match service(&ctx).import(request).await {
        Ok(update) => {
            answer(ctx, &update).await?;
            bot_replies(
                ctx.serenity_context().http.clone(),
                Arc::clone(service(&ctx)),
                here(&ctx),
            );
            Ok(())
        }
        Err(e) if deferred => finish_deferred(ctx, e).await,
        Err(e) => whisper(ctx, text::refusal(&e)).await,
    }
}

/// The server's leaderboard of rated games.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), DiscordError> {
    let Some(guild) = server(&ctx) else {
        return whisper(ctx, text::refusal(&ServiceError::NoServer)).await;
    };
    let entries = match service(&ctx).leaderboard(guild, 15).await {
        Ok(entries) => entries,
        Err(e) => return whisper(ctx, text::refusal(&e)).await,
    };
    let message = text::leaderboard(&entries);
    ctx.send(
        CreateReply::default()
            .content(message)
            .allowed_mentions(serenity::CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}

/// A player's rating, record, latest games and your record against them.
#[poise::command(slash_command, guild_only)]
pub async fn profile(
    ctx: Context<'_>,
    #[description = "Whose profile (default: yours)"] player: Option<serenity::User>,
) -> Result<(), DiscordError> {
    let Some(guild) = server(&ctx) else {
        return whisper(ctx, text::refusal(&ServiceError::NoServer)).await;
    };
    let me = user_id(ctx.author().id);
    let whom = player.as_ref().map_or(me, |u| user_id(u.id));
    match service(&ctx).profile(guild, whom, me).await {
        Ok(profile) => {
            ctx.send(
                CreateReply::default()
                    .content(text::profile(&profile))
                    .allowed_mentions(serenity::CreateAllowedMentions::new()),
            )
            .await?;
            Ok(())
        }
        Err(e) => whisper(ctx, text::refusal(&e)).await,
    }
}

/// Post an animated replay of a game: the game here, or any game by its number.
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "The game's number (default: the game in this channel)"] game: Option<i64>,
) -> Result<(), DiscordError> {
    let view = match game_here_or(&ctx, game).await {
        Ok(view) => view,
        Err(e) => return whisper(ctx, text::refusal(&e)).await,
    };
    ctx.defer().await?;
    let replay = view.game.clone();
    let names = [
        super::picture_name(view.seats[0]),
        super::picture_name(view.seats[1]),
    ];
    let gif = tokio::task::spawn_blocking(move || crate::render::render_gif(&replay, names))
        .await
        .map_err(|e| DiscordError::Task(e.to_string()))??;
    ctx.send(
        CreateReply::default()
            .content(format!(
                "Replay of game {}: {}. {}",
                view.id,
                view.turns_played(),
                text::status(&view)
            ))
            .attachment(serenity::CreateAttachment::bytes(
                gif,
                format!("zertz-game-{}.gif", view.id.0),
            ))
            .allowed_mentions(serenity::CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}

/// End an abandoned game here (moderators: Manage Messages).
#[poise::command(
    slash_command,
    guild_only,
    rename = "end",
    default_member_permissions = "MANAGE_MESSAGES"
)]
pub async fn end_game(ctx: Context<'_>) -> Result<(), DiscordError> {
    // The interaction carries the member's permissions in this channel: no extra API call.
    let allowed = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_messages()),
        poise::Context::Prefix(_) => false,
    };
    if !allowed {
        return whisper(ctx, "Only moderators (Manage Messages) can end a game.").await;
    }
    let result = service(&ctx).end_by_moderator(here(&ctx)).await;
    answer_or_whisper(ctx, result).await
}

/// The rules in brief, and the commands.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), DiscordError> {
    whisper(ctx, text::RULES).await
}

/// Every command of the bot.
pub fn all() -> Vec<poise::Command<super::Data, DiscordError>> {
    vec![zertz()]
}
