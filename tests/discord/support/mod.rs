//! A fake Discord on 127.0.0.1 for the bot's end-to-end tests, and real-shaped Discord JSON
//! payloads.
//!
//! REST: `GET /api/v10/gateway` answers with the fake's ws:// URL; every other call is
//! recorded (JSON bodies and multipart files) and answered with a plausible object. Gateway:
//! HELLO → IDENTIFY → READY, heartbeat ACKs, then the dispatches the test pushes
//! (INTERACTION_CREATE). Shards as Discord has them: each connection identifies as
//! `[shard, count]`, a server's events go to the connection of shard `(id >> 22) % count`
//! (direct messages to shard 0) and wait for it while it is not connected; a shard outside the
//! count is closed with 4010, too few shards for the fake's servers with 4011.

#![allow(dead_code)]

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};
use tokio::sync::{Mutex, Notify, mpsc};
use zertz_bot::discord::Config;
use zertz_bot::engine::{Game, Player};
use zertz_bot::service::{ManualClock, Service};
use zertz_bot::store::DatabaseStore;

pub const GUILD: u64 = 700_000_000_000_000_001;
pub const CHANNEL: u64 = 700_000_000_000_000_002;
pub const APP: u64 = 700_000_000_000_000_003;
pub const BOT_USER: u64 = 700_000_000_000_000_004;
pub const ALICE: u64 = 700_000_000_000_000_101;
pub const BOB: u64 = 700_000_000_000_000_102;
pub const CAROL: u64 = 700_000_000_000_000_103;

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    pub path: String,
    pub json: Option<Value>,
    /// Attached files: (file name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    pub at: Instant,
}

impl Call {
    /// The interaction callback type (4 message, 5 deferred, 6 deferred update, 7 update,
    /// 8 autocomplete).
    pub fn kind(&self) -> Option<u64> {
        self.json.as_ref()?.get("type")?.as_u64()
    }

    /// The message part: `data` of a callback, or the body itself.
    pub fn message(&self) -> Value {
        let body = self.json.clone().unwrap_or(Value::Null);
        match body.get("data") {
            Some(data) if body.get("type").is_some() => data.clone(),
            _ => body,
        }
    }

    pub fn content(&self) -> String {
        self.message()
            .get("content")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    }

    pub fn ephemeral(&self) -> bool {
        self.message()
            .get("flags")
            .and_then(Value::as_u64)
            .is_some_and(|f| f & 64 != 0)
    }

    /// Every button's custom id.
    pub fn button_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        if let Some(rows) = self.message().get("components").and_then(Value::as_array) {
            for row in rows {
                for c in row["components"].as_array().into_iter().flatten() {
                    if let Some(id) = c["custom_id"].as_str() {
                        ids.push(id.to_string());
                    }
                }
            }
        }
        ids
    }

    /// The users the message may notify.
    pub fn allowed_users(&self) -> Vec<String> {
        self.message()["allowed_mentions"]["users"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| {
                u.as_str()
                    .map(String::from)
                    .or_else(|| u.as_u64().map(|n| n.to_string()))
            })
            .collect()
    }

    pub fn png(&self) -> Option<&[u8]> {
        self.files
            .iter()
            .find(|(name, _)| name.ends_with(".png"))
            .map(|(_, bytes)| bytes.as_slice())
    }
}

struct Shared {
    base: String,
    log: Mutex<Vec<Call>>,
    changed: Notify,
    /// The connection of each shard that has identified: where its events go.
    shards: Mutex<HashMap<u32, mpsc::UnboundedSender<(String, Value)>>>,
    /// Events for shards not connected (yet, or any more), in order.
    waiting: Mutex<Vec<(u32, String, Value)>>,
    /// How many shards `GET /gateway/bot` recommends, and how events are spread.
    shard_count: u32,
    /// The fewest shards the fake accepts (more servers than one shard may have).
    required_shards: u32,
    /// The server the test's interactions come from (default [`GUILD`]).
    guild: AtomicU64,
    next_id: AtomicU64,
}

/// The fake Discord.
pub struct FakeDiscord {
    pub base: String,
    shared: Arc<Shared>,
}

/// The shard a server's events go to, of `count` (Discord's rule).
pub fn shard_of(guild: u64, count: u32) -> u32 {
    ((guild >> 22) % u64::from(count.max(1))) as u32
}

/// `payload` as sent from server `guild` instead of [`GUILD`] (every field naming it).
pub fn in_guild(payload: Value, guild: u64) -> Value {
    match payload {
        Value::String(text) if text == GUILD.to_string() => Value::String(guild.to_string()),
        Value::Array(items) => {
            Value::Array(items.into_iter().map(|v| in_guild(v, guild)).collect())
        }
        Value::Object(fields) => Value::Object(
            fields
                .into_iter()
                .map(|(k, v)| (k, in_guild(v, guild)))
                .collect(),
        ),
        other => other,
    }
}

impl FakeDiscord {
    /// A fake Discord with one shard.
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_sharded(1, 1).await
    }

    /// A fake Discord that recommends `count` shards and refuses fewer than `required`.
    pub async fn start_sharded(count: u32, required: u32) -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind a local port");
        let port = listener.local_addr().expect("address").port();
        let base = format!("http://127.0.0.1:{port}");
        let shared = Arc::new(Shared {
            base: base.clone(),
            log: Mutex::new(Vec::new()),
            changed: Notify::new(),
            shards: Mutex::new(HashMap::new()),
            waiting: Mutex::new(Vec::new()),
            shard_count: count,
            required_shards: required,
            guild: AtomicU64::new(GUILD),
            next_id: AtomicU64::new(800_000_000_000_000_000),
        });
        let app = Router::new()
            .route("/ws", get(gateway))
            .fallback(rest)
            .with_state(Arc::clone(&shared));
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        FakeDiscord { base, shared }
    }

    /// Sends a dispatch on the connection of the shard its server belongs to (shard 0 for a
    /// direct message), or keeps it until that shard connects.
    pub async fn dispatch(&self, name: &str, payload: Value) {
        let guild = payload["guild_id"]
            .as_str()
            .and_then(|g| g.parse::<u64>().ok());
        let shard = guild.map_or(0, |g| shard_of(g, self.shared.shard_count));
        let mut shards = self.shared.shards.lock().await;
        if let Some(connection) = shards.get(&shard) {
            if connection.send((name.to_string(), payload.clone())).is_ok() {
                return;
            }
            shards.remove(&shard);
        }
        self.shared
            .waiting
            .lock()
            .await
            .push((shard, name.to_string(), payload));
    }

    /// The shards connected now.
    pub async fn connected_shards(&self) -> Vec<u32> {
        let mut shards: Vec<u32> = self.shared.shards.lock().await.keys().copied().collect();
        shards.sort();
        shards
    }

    /// Makes the interactions built from now on come from server `guild`.
    pub fn set_guild(&self, guild: u64) {
        self.shared.guild.store(guild, Ordering::SeqCst);
    }

    /// `payload` from the server set with [`FakeDiscord::set_guild`].
    fn sent_from_guild(&self, payload: Value) -> Value {
        match self.shared.guild.load(Ordering::SeqCst) {
            GUILD => payload,
            guild => in_guild(payload, guild),
        }
    }

    pub fn new_id(&self) -> u64 {
        self.shared.next_id.fetch_add(1, Ordering::SeqCst)
    }

    /// Every call so far.
    pub async fn calls(&self) -> Vec<Call> {
        self.shared.log.lock().await.clone()
    }

    /// Waits (up to 10 s) for a call matching `pred` among those after index `from`.
    pub async fn wait_for(&self, from: usize, pred: impl Fn(&Call) -> bool) -> Call {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let notified = self.shared.changed.notified();
            if let Some(call) = self
                .shared
                .log
                .lock()
                .await
                .iter()
                .skip(from)
                .find(|c| pred(c))
            {
                return call.clone();
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "timed out waiting for a call; calls: {:#?}",
                self.summary().await
            );
            let _ = tokio::time::timeout(left, notified).await;
        }
    }

    pub async fn summary(&self) -> Vec<String> {
        self.calls()
            .await
            .iter()
            .map(|c| format!("{} {} {}", c.method, c.path, c.content()))
            .collect()
    }

    pub async fn mark(&self) -> usize {
        self.shared.log.lock().await.len()
    }

    /// Pushes an INTERACTION_CREATE and returns its token and the log mark before it.
    pub async fn interact(&self, payload: Value) -> (String, usize, Instant) {
        let token = payload["token"].as_str().unwrap_or_default().to_string();
        let mark = self.mark().await;
        let sent = Instant::now();
        self.dispatch("INTERACTION_CREATE", payload).await;
        (token, mark, sent)
    }

    /// Pushes an interaction and waits for the bot's first callback to it.
    pub async fn respond(&self, payload: Value) -> (Call, Duration) {
        let (token, mark, sent) = self.interact(payload).await;
        let call = self
            .wait_for(mark, |c| {
                c.path.contains(&token) && c.path.ends_with("/callback")
            })
            .await;
        let latency = call.at.duration_since(sent);
        (call, latency)
    }

    /// A slash command `/zertz <sub> <options>` from `user` in `channel`.
    pub fn command(&self, user: u64, channel: u64, sub: &str, options: Value) -> Value {
        self.sent_from_guild(payload_command(
            self.new_id(),
            user,
            channel,
            sub,
            options,
            json!({}),
            2,
        ))
    }

    /// An autocomplete request for `/zertz <sub>` (the focused option carries `focused`).
    pub fn autocomplete(&self, user: u64, channel: u64, sub: &str, options: Value) -> Value {
        self.sent_from_guild(payload_command(
            self.new_id(),
            user,
            channel,
            sub,
            options,
            json!({}),
            4,
        ))
    }

    /// A command with resolved data (users named in options) and an interaction type.
    pub fn command_with(
        &self,
        user: u64,
        channel: u64,
        sub: &str,
        options: Value,
        resolved: Value,
        kind: u64,
    ) -> Value {
        self.sent_from_guild(payload_command(
            self.new_id(),
            user,
            channel,
            sub,
            options,
            resolved,
            kind,
        ))
    }

    /// A button press by `user` on `message` in `channel`.
    pub fn button(&self, user: u64, channel: u64, custom_id: &str, message: Value) -> Value {
        self.sent_from_guild(payload_button(
            self.new_id(),
            user,
            channel,
            custom_id,
            message,
        ))
    }
}

/// An application command (type 2) or autocomplete (type 4) INTERACTION_CREATE body for
/// `/zertz <sub>`, with every field Discord sends.
pub fn payload_command(
    id: u64,
    user: u64,
    channel: u64,
    sub: &str,
    options: Value,
    resolved: Value,
    kind: u64,
) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP.to_string(),
        "type": kind,
        "data": {
            "id": "700000000000000900",
            "name": "zertz",
            "type": 1,
            "guild_id": GUILD.to_string(),
            "options": [{"name": sub, "type": 1, "options": options}],
            "resolved": resolved,
        },
        "guild_id": GUILD.to_string(),
        "channel_id": channel.to_string(),
        "channel": channel_json(channel),
        "member": member_json(user),
        "token": format!("tok-{id}"),
        "version": 1,
        "app_permissions": "2248473465835073",
        "locale": "en-GB",
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": {"0": GUILD.to_string()},
        "context": 0,
        "attachment_size_limit": 26214400,
    })
}

/// A button press (type 3) INTERACTION_CREATE body, with every field Discord sends.
pub fn payload_button(id: u64, user: u64, channel: u64, custom_id: &str, message: Value) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP.to_string(),
        "type": 3,
        "data": {"custom_id": custom_id, "component_type": 2},
        "guild_id": GUILD.to_string(),
        "channel_id": channel.to_string(),
        "channel": channel_json(channel),
        "member": member_json(user),
        "message": message,
        "token": format!("tok-{id}"),
        "version": 1,
        "app_permissions": "2248473465835073",
        "locale": "en-GB",
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": {"0": GUILD.to_string()},
        "context": 0,
        "attachment_size_limit": 26214400,
    })
}

pub fn user_json(id: u64) -> Value {
    let name = match id {
        ALICE => "alice",
        BOB => "bob",
        CAROL => "carol",
        BOT_USER => "zertz-bot",
        _ => "someone",
    };
    json!({
        "id": id.to_string(),
        "username": name,
        "global_name": name.to_uppercase(),
        "discriminator": "0",
        "avatar": null,
        "avatar_decoration_data": null,
        "public_flags": 0,
        "flags": 0,
        "bot": id == BOT_USER,
        "banner": null,
        "accent_color": null,
        "collectibles": null,
        "primary_guild": null,
    })
}

pub fn member_json(id: u64) -> Value {
    json!({
        "user": user_json(id),
        "nick": null,
        "avatar": null,
        "banner": null,
        "roles": [],
        "joined_at": "2026-01-10T12:00:00.000000+00:00",
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": "2248473465835073",
        "communication_disabled_until": null,
        "unusual_dm_activity_until": null,
        "avatar_decoration_data": null,
    })
}

pub fn channel_json(id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "type": if id == CHANNEL { 0 } else { 11 },
        "guild_id": GUILD.to_string(),
        "name": if id == CHANNEL { "games" } else { "zertz-thread" },
        "parent_id": if id == CHANNEL { Value::Null } else { json!(CHANNEL.to_string()) },
        "nsfw": false,
        "position": 3,
        "permissions": "2248473465835073",
        "rate_limit_per_user": 0,
        "last_message_id": null,
        "topic": null,
        "flags": 0,
    })
}

/// A message as Discord returns it.
pub fn message_json(id: u64, channel: u64, content: &str, components: Value, author: u64) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "guild_id": GUILD.to_string(),
        "author": user_json(author),
        "content": content,
        "timestamp": "2026-11-22T16:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
        "components": components,
        "application_id": APP.to_string(),
        "webhook_id": null,
    })
}

/// A message's components as Discord echoes them (buttons get their type fields).
fn echo_components(components: Option<&Value>) -> Value {
    let mut rows = Vec::new();
    for row in components.and_then(Value::as_array).into_iter().flatten() {
        let buttons: Vec<Value> = row["components"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|b| {
                json!({
                    "type": 2,
                    "style": b["style"].as_u64().unwrap_or(1),
                    "label": b["label"].clone(),
                    "custom_id": b["custom_id"].clone(),
                    "disabled": false,
                })
            })
            .collect();
        rows.push(json!({"type": 1, "components": buttons}));
    }
    Value::Array(rows)
}

async fn gateway(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    ws.on_upgrade(move |socket| run_gateway(socket, shared))
}

async fn send(socket: &mut WebSocket, value: Value) -> bool {
    socket
        .send(Message::Text(value.to_string().into()))
        .await
        .is_ok()
}

async fn run_gateway(mut socket: WebSocket, shared: Arc<Shared>) {
    if !send(
        &mut socket,
        json!({"op": 10, "d": {"heartbeat_interval": 41250}, "s": null, "t": null}),
    )
    .await
    {
        return;
    }
    // Events arrive once the connection has identified as a shard.
    let (connection, mut events) = mpsc::unbounded_channel::<(String, Value)>();
    let mut seq = 0u64;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { return };
                let Message::Text(text) = message else { continue };
                let Ok(value) = serde_json::from_str::<Value>(text.as_str()) else { continue };
                let reply = match value["op"].as_u64() {
                    // IDENTIFY → READY, or a close for bad shard settings
                    Some(2) => {
                        let shard = value["d"]["shard"][0].as_u64().unwrap_or(0) as u32;
                        let count = value["d"]["shard"][1].as_u64().unwrap_or(1) as u32;
                        let refusal = if shard >= count {
                            Some((4010, "Invalid shard"))
                        } else if count < shared.required_shards {
                            Some((4011, "Sharding required"))
                        } else {
                            None
                        };
                        if let Some((code, reason)) = refusal {
                            let frame = axum::extract::ws::CloseFrame { code, reason: reason.into() };
                            let _ = socket.send(Message::Close(Some(frame))).await;
                            return;
                        }
                        seq += 1;
                        let ready = json!({
                            "op": 0, "t": "READY", "s": seq,
                            "d": {
                                "v": 10,
                                "user": user_json(BOT_USER),
                                "guilds": [{"id": GUILD.to_string(), "unavailable": true}],
                                "session_id": format!("fake-session-{shard}"),
                                "resume_gateway_url": shared.base.replace("http", "ws") + "/ws",
                                "shard": [shard, count],
                                "application": {"id": APP.to_string(), "flags": 8953856},
                                "private_channels": [],
                                "presences": [],
                                "relationships": [],
                                "_trace": ["fake-discord"],
                            }
                        });
                        if !send(&mut socket, ready).await {
                            return;
                        }
                        // Locked in the order `dispatch` locks them.
                        let mut shards = shared.shards.lock().await;
                        let mut waiting = shared.waiting.lock().await;
                        for (_, name, payload) in waiting.extract_if(.., |(s, _, _)| *s == shard) {
                            let _ = connection.send((name, payload));
                        }
                        shards.insert(shard, connection.clone());
                        None
                    }
                    // Heartbeat → ACK
                    Some(1) => Some(json!({"op": 11, "d": null, "s": null, "t": null})),
                    _ => None,
                };
                if let Some(reply) = reply && !send(&mut socket, reply).await {
                    return;
                }
            }
            event = events.recv() => {
                let Some((name, payload)) = event else { return };
                seq += 1;
                if !send(&mut socket, json!({"op": 0, "t": name, "s": seq, "d": payload})).await { return; }
            }
        }
    }
}

async fn rest(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_string();
    let multipart = request
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    let mut json_body = None;
    let mut files = Vec::new();
    if multipart {
        if let Ok(mut form) = Multipart::from_request(request, &()).await {
            while let Ok(Some(field)) = form.next_field().await {
                let name = field.name().unwrap_or_default().to_string();
                let file_name = field.file_name().map(String::from);
                let Ok(bytes) = field.bytes().await else {
                    break;
                };
                if name == "payload_json" {
                    json_body = serde_json::from_slice(&bytes).ok();
                } else {
                    files.push((file_name.unwrap_or(name), bytes.to_vec()));
                }
            }
        }
    } else if let Ok(bytes) = axum::body::to_bytes(request.into_body(), 16 << 20).await
        && !bytes.is_empty()
    {
        json_body = serde_json::from_slice(&bytes).ok();
    }
    let route = path.strip_prefix("/api/v10").unwrap_or(&path).to_string();
    let segments: Vec<&str> = route.trim_start_matches('/').split('/').collect();

    if method == Method::GET && route == "/gateway" {
        let url = shared.base.replace("http", "ws") + "/ws";
        return axum::Json(json!({"url": url})).into_response();
    }
    if method == Method::GET && route == "/gateway/bot" {
        let url = shared.base.replace("http", "ws") + "/ws";
        return axum::Json(json!({
            "url": url, "shards": shared.shard_count,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        }))
        .into_response();
    }
    let call = Call {
        method: method.to_string(),
        path: path.clone(),
        json: json_body.clone(),
        files,
        at: Instant::now(),
    };
    shared.log.lock().await.push(call);
    shared.changed.notify_waiters();

    let body = json_body.unwrap_or(Value::Null);
    let new_id = shared.next_id.fetch_add(1, Ordering::SeqCst);
    match (method.as_str(), segments.as_slice()) {
        ("PUT", [.., "commands"]) => axum::Json(json!([])).into_response(),
        ("POST", ["interactions", _, _, "callback"]) => StatusCode::NO_CONTENT.into_response(),
        ("GET" | "PATCH", ["webhooks", _, _, "messages", _]) | ("POST", ["webhooks", _, _]) => {
            let content = body["content"].as_str().unwrap_or_default();
            axum::Json(message_json(
                new_id,
                CHANNEL,
                content,
                echo_components(body.get("components")),
                BOT_USER,
            ))
            .into_response()
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().unwrap_or(CHANNEL);
            let content = body["content"].as_str().unwrap_or_default();
            axum::Json(message_json(
                new_id,
                channel,
                content,
                echo_components(body.get("components")),
                BOT_USER,
            ))
            .into_response()
        }
        ("POST", ["channels", _, "messages", _, "threads"]) => {
            let mut thread = channel_json(new_id);
            thread["name"] = body["name"].clone();
            thread["thread_metadata"] = json!({
                "archived": false, "auto_archive_duration": 10080,
                "archive_timestamp": "2026-11-22T16:00:00.000000+00:00", "locked": false
            });
            thread["owner_id"] = json!(BOT_USER.to_string());
            thread["member_count"] = json!(1);
            thread["message_count"] = json!(0);
            axum::Json(thread).into_response()
        }
        ("DELETE", ["channels", channel]) => {
            axum::Json(channel_json(channel.parse().unwrap_or(CHANNEL))).into_response()
        }
        _ => (
            StatusCode::NOT_FOUND,
            axum::Json(json!({"message": "Unknown route (fake Discord)", "code": 0})),
        )
            .into_response(),
    }
}

// --- Running the real bot against the fake ---

/// The size of the PNG a call carries (it must carry one that decodes).
pub fn decodes_as_png(call: &Call) -> (u32, u32) {
    let bytes = call
        .png()
        .unwrap_or_else(|| panic!("no PNG attached: {call:?}"));
    let image = image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .expect("the attachment decodes as PNG");
    (image.width(), image.height())
}

/// A string option of a command.
pub fn string_option(name: &str, value: &str) -> Value {
    json!({"name": name, "type": 3, "value": value})
}

/// The interaction from a user whose Discord speaks `locale` (`fr`, `ja`, …).
pub fn in_locale(mut payload: Value, locale: &str) -> Value {
    payload["locale"] = json!(locale);
    payload
}

/// The interaction from a server whose language is `locale`.
pub fn in_server_locale(mut payload: Value, locale: &str) -> Value {
    payload["guild_locale"] = json!(locale);
    payload
}

/// The interaction with the moderators' permission (Manage Messages) added to its member's.
pub fn as_moderator(mut payload: Value) -> Value {
    payload["member"]["permissions"] = json!((2_248_473_465_835_073u64 | 1 << 13).to_string());
    payload
}

/// The `resolved` part of a command naming `user` in a user option.
pub fn resolved_user(user: u64) -> Value {
    json!({
        "users": {user.to_string(): user_json(user)},
        "members": {user.to_string(): {
            "roles": [], "joined_at": "2026-01-10T12:00:00.000000+00:00", "deaf": false,
            "mute": false, "flags": 0, "permissions": "2248473465835073", "nick": null,
            "avatar": null, "premium_since": null, "communication_disabled_until": null
        }}
    })
}

/// The real bot running against a fake Discord, on a database file of its own.
pub struct Bot {
    pub fake: FakeDiscord,
    pub url: String,
    _dir: tempfile::TempDir,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<Result<(), zertz_bot::discord::bot::BotError>>,
}

/// The bot's configuration for a database `url` and the fake at `base`.
pub fn config(url: &str, base: &str) -> Config {
    Config::from_lookup(|name| match name {
        "DISCORD_TOKEN" => Some("fake.bot.token".into()),
        "DATABASE_URL" => Some(url.to_string()),
        "DEV_GUILD_ID" => Some(GUILD.to_string()),
        "DISCORD_API_BASE" => Some(base.to_string()),
        _ => None,
    })
    .expect("configuration")
}

/// Starts the real bot against a new fake Discord and waits until its commands are
/// registered.
pub async fn start_bot() -> Bot {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_test_writer()
        .try_init();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temporary folder");
    let url = format!("sqlite://{}", dir.path().join("bot.db").display());
    let config = config(&url, &fake.base);
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let store = DatabaseStore::open(&url).await.expect("the bot's database");
    let service = Arc::new(Service::new(store));
    let task = tokio::spawn(async move {
        let ran = zertz_bot::discord::run(Arc::clone(&service), config, async move {
            let _ = stopped.await;
        })
        .await;
        service.close().await;
        ran
    });
    fake.wait_for(0, |c| c.method == "PUT" && c.path.ends_with("/commands"))
        .await;
    Bot {
        fake,
        url,
        _dir: dir,
        stop: Some(stop),
        task,
    }
}

impl Bot {
    /// Shuts the bot down and checks it stopped cleanly.
    pub async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let result = tokio::time::timeout(Duration::from_secs(10), self.task)
            .await
            .expect("the bot shuts down promptly")
            .expect("the bot task did not panic");
        assert!(result.is_ok(), "the bot stopped cleanly: {result:?}");
    }

    /// A second service over the bot's database file (as a second process would have).
    pub async fn second_service(&self, clock: Option<&ManualClock>) -> Service<DatabaseStore> {
        let store = DatabaseStore::open(&self.url)
            .await
            .expect("the bot's database opens a second time");
        match clock {
            Some(clock) => Service::with_clock(store, Arc::new(clock.clone())),
            None => Service::new(store),
        }
    }
}

/// Alice challenges Bob in CHANNEL (Alice moves first) with the given extra options; Bob
/// accepts. Returns the game's thread, the challenge's answer and the first board posted.
pub async fn challenge_accepted(fake: &FakeDiscord, extra: Vec<Value>) -> (u64, Call, Call) {
    let mut options = vec![
        json!({"name": "opponent", "type": 6, "value": BOB.to_string()}),
        json!({"name": "first", "type": 4, "value": 1}),
    ];
    options.extend(extra);
    let (challenge, _) = fake
        .respond(fake.command_with(
            ALICE,
            CHANNEL,
            "challenge",
            Value::Array(options),
            resolved_user(BOB),
            2,
        ))
        .await;
    assert_eq!(challenge.kind(), Some(4), "{challenge:?}");
    assert!(!challenge.ephemeral());
    let buttons = challenge.button_ids();
    assert_eq!(buttons.len(), 3, "{buttons:?}");
    let accept = buttons[0].clone();
    assert!(accept.starts_with("z:accept:"), "{accept}");
    let message = message_json(
        fake.new_id(),
        CHANNEL,
        &challenge.content(),
        json!([{"type": 1, "components": buttons.iter().map(|id| json!({"type": 2, "style": 1, "label": "x", "custom_id": id})).collect::<Vec<_>>()}]),
        BOT_USER,
    );
    let mark = fake.mark().await;
    let (call, _) = fake
        .respond(fake.button(BOB, CHANNEL, &accept, message))
        .await;
    assert_eq!(call.kind(), Some(6), "a deferred update: {call:?}");
    let first_board = fake
        .wait_for(mark, |c| {
            c.method == "POST"
                && c.path.starts_with("/api/v10/channels/")
                && c.path.ends_with("/messages")
        })
        .await;
    let thread = posted_in(&first_board);
    assert_ne!(thread, CHANNEL, "the game has its own thread");
    assert!(
        first_board.content().contains("begins"),
        "{}",
        first_board.content()
    );
    assert_eq!(first_board.allowed_users(), vec![ALICE.to_string()]);
    decodes_as_png(&first_board);
    (thread, challenge, first_board)
}

/// The channel (or thread) a new message was posted in.
pub fn posted_in(post: &Call) -> u64 {
    post.path
        .trim_start_matches("/api/v10/channels/")
        .trim_end_matches("/messages")
        .parse()
        .expect("a message posted in a channel")
}

/// The user to move in a game between Alice (player one) and Bob.
pub fn user_of(player: Player) -> u64 {
    match player {
        Player::One => ALICE,
        Player::Two => BOB,
    }
}

/// Plays `count` turns by `/zertz move` in `channel` (the first of the sorted legal turns),
/// each answered publicly; `game` follows along.
pub async fn play_turns(
    fake: &FakeDiscord,
    channel: u64,
    game: &mut Game,
    user: impl Fn(Player) -> u64,
    count: usize,
) {
    for _ in 0..count {
        assert!(game.outcome().is_none(), "the test game ended early");
        let position = *game.position();
        let mut turns: Vec<String> = game
            .legal_turns()
            .into_iter()
            .map(|t| position.format_turn(t))
            .collect();
        turns.sort();
        let mover = user(position.side_to_move());
        let (call, _) = fake
            .respond(fake.command(
                mover,
                channel,
                "move",
                json!([string_option("turn", &turns[0])]),
            ))
            .await;
        assert_eq!(call.kind(), Some(4), "{call:?}");
        assert!(!call.ephemeral(), "{}", call.content());
        assert!(
            call.content().contains(&format!("played **{}**", turns[0])),
            "{}",
            call.content()
        );
        game.play_text(&turns[0]).expect("a legal turn");
    }
}
