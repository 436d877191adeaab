//! The terminal game, driven line by line as a piped script would be, on a real SQLite file:
//! rough input is refused without ending the game, a finished game stays on show, a second
//! terminal on the same file is noticed, and a puzzle is solved at the keyboard.

use std::io::Write;
use std::sync::{Arc, Mutex};

use tokio::io::AsyncWriteExt;
use zertz_bot::ai::puzzles::{Answer, answer};
use zertz_bot::engine::{Board, GameType};
use zertz_bot::i18n::Lang;
use zertz_bot::service::{PuzzleAsk, Service, Starter, UserId};
use zertz_bot::store::DatabaseStore;
use zertz_bot::terminal::{self, MAX_LINE, Setup};

const TWO_PEOPLE: Setup = Setup {
    board: Board::Rings37,
    game_type: GameType::Standard,
    bot: None,
    starter: Starter::Challenger,
    lang: Lang::En,
};

/// What the terminal wrote, shared with the test while it runs.
#[derive(Clone, Default)]
struct Screen(Arc<Mutex<Vec<u8>>>);

impl Screen {
    fn text(&self) -> String {
        let bytes = self.0.lock().map(|b| b.clone()).unwrap_or_default();
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

impl Write for Screen {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .map_err(|_| std::io::Error::other("poisoned"))?
            .extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

struct Table {
    _dir: tempfile::TempDir,
    url: String,
}

fn table() -> Table {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let url = format!("sqlite://{}", dir.path().join("zertz.db").display());
    Table { _dir: dir, url }
}

async fn service(url: &str) -> Service<DatabaseStore> {
    Service::new(DatabaseStore::open(url).await.expect("the database opens")).without_cache()
}

/// Runs a whole script in a terminal on `url` and returns what it printed.
async fn play(url: &str, script: &[u8]) -> String {
    let service = service(url).await;
    let mut screen = Screen::default();
    terminal::run(&service, TWO_PEOPLE, script, &mut screen)
        .await
        .expect("the terminal runs");
    service.close().await;
    screen.text()
}

#[tokio::test]
async fn a_line_that_is_not_text_is_refused_and_the_script_goes_on() {
    let t = table();
    let text = play(&t.url, b"Wd4-a1\n\xff\xfe not text\nGd5-g4\nquit\n").await;
    assert!(
        text.contains("error: that line is not text (it is not valid UTF-8); nothing was done"),
        "{text}"
    );
    assert!(text.contains("Player 1 played Wd4-a1."), "{text}");
    assert!(text.contains("Player 2 played Gd5-g4."), "{text}");
}

#[tokio::test]
async fn an_overlong_line_is_refused_without_being_kept() {
    let t = table();
    let mut script = vec![b'W'; MAX_LINE * 50];
    script.extend_from_slice(b"\nWd4-a1\nquit\n");
    let text = play(&t.url, &script).await;
    assert!(
        text.contains(&format!(
            "error: that line is longer than {MAX_LINE} bytes; nothing was done"
        )),
        "{}",
        &text[..text.len().min(2000)]
    );
    assert!(text.contains("Player 1 played Wd4-a1."), "{text}");
    assert!(text.len() < MAX_LINE * 4, "the long line was not echoed");
}

#[tokio::test]
async fn a_finished_game_shows_its_result_and_stays_viewable() {
    let t = table();
    let text = play(
        &t.url,
        b"Wd4-a1\nresign\nboard\nGd5-g4\nrecord\nas 2 Gd5-g4\n",
    )
    .await;
    assert!(
        !text.contains("no game in progress"),
        "nothing says the game vanished: {text}"
    );
    assert!(text.contains("Player 2 resigned."), "{text}");
    assert_eq!(
        text.matches("Game over: Player 1 wins (Player 2 resigned). Type `new` for another game.")
            .count(),
        2,
        "after the resignation and on `board`: {text}"
    );
    assert!(
        text.contains(
            "error: this game is over (Player 1 won, Player 2 resigned); start a new one with `new`"
        ),
        "{text}"
    );
    assert!(text.contains("Wd4-a1"), "{text}");
    // `new` starts the next game.
    let next = play(&t.url, b"new\nboard\n").await;
    assert!(next.contains("New game"), "{next}");
    assert!(next.contains("Player 1 to move."), "{next}");
}

#[tokio::test]
async fn the_player_to_move_is_named_when_someone_plays_out_of_turn() {
    let t = table();
    let text = play(&t.url, b"as 2 Wd4-a1\n").await;
    assert!(
        text.contains("error: it is not your turn: Player 1 is to move"),
        "{text}"
    );
}

#[tokio::test]
async fn a_second_terminal_on_the_same_file_is_noticed_before_the_next_command() {
    let t = table();
    // The game exists before both terminals look at it.
    play(&t.url, b"quit\n").await;

    let here = service(&t.url).await;
    let (mut keyboard, input) = tokio::io::duplex(1024);
    let screen = Screen::default();
    let mut out = screen.clone();
    let terminal = terminal::run(
        &here,
        TWO_PEOPLE,
        tokio::io::BufReader::new(input),
        &mut out,
    );
    let elsewhere = async {
        // Once this terminal waits at its prompt, the other window plays Wd4-a1 ...
        while !screen.text().contains("> ") {
            tokio::task::yield_now().await;
        }
        let there = play(&t.url, b"Wd4-a1\nquit\n").await;
        assert!(there.contains("Player 1 played Wd4-a1."), "{there}");
        // ... and here the next player types their answer.
        keyboard.write_all(b"Gd5-g4\nquit\n").await.expect("typed");
    };
    let (ran, ()) = tokio::join!(terminal, elsewhere);
    ran.expect("the terminal runs");
    let text = screen.text();
    assert!(
        text.contains("The game changed in another window: Player 1 played Wd4-a1."),
        "{text}"
    );
    assert!(text.contains("Player 2 played Gd5-g4."), "{text}");
}

#[tokio::test]
async fn blitz_is_refused_on_a_board_other_than_37_rings_and_nothing_starts() {
    let t = table();
    let text = play(&t.url, b"resign\nnew 61 blitz\nnew 61\nresign\nnew blitz\n").await;
    assert!(
        text.contains("error: blitz is played on 37 rings, not on 61"),
        "{text}"
    );
    // The refused `new` started nothing and changed nothing: the next `new 61` is standard, and
    // `new blitz` alone plays blitz on its own board.
    assert!(text.contains("New game #2: 61 rings, standard."), "{text}");
    assert!(text.contains("New game #3: 37 rings, blitz."), "{text}");
}

#[tokio::test]
async fn draws_and_takebacks_are_offered_and_answered_at_the_keyboard() {
    let t = table();
    let script = b"Wd4-a1\ndraw\ndraw maybe\ndraw decline\ntakeback\ntakeback accept\n\
                   as 3 board\nWd4-a1\ndraw offer\ndraw accept\n";
    let text = play(&t.url, script).await;
    for said in [
        "Player 2 offers a draw. Player 1, do you accept?",
        "error: draw takes offer, accept or decline, not \"maybe\"",
        "Player 1 declined the draw.",
        "Player 1 asks to take back their last turn. Player 2, do you allow it?",
        "Taken back: Wd4-a1.",
        "error: `as` takes 1 or 2, not \"3\"",
        "The players agreed a draw.",
    ] {
        assert!(text.contains(said), "missing {said:?} in {text}");
    }
    // The refused lines changed nothing: Wd4-a1 was played twice (once taken back), and the
    // game ended only by the accepted offer.
    assert_eq!(text.matches("Player 1 played Wd4-a1.").count(), 2, "{text}");
    assert!(text.contains("Game over: Draw (draw agreed)."), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_reviewed_at_the_keyboard() {
    let t = table();
    let text = play(&t.url, b"Wd4-a1\nGd5-g4\nreview\nresign\nreview\n").await;
    assert!(
        text.contains("error: this game is still being played"),
        "refused while two people play: {text}"
    );
    assert!(text.contains("Reviewing game #1 (3 positions"), "{text}");
    assert!(text.contains("  2. Gd5-g4"), "{text}");
    assert!(text.contains("Player 2: accuracy "), "{text}");
    assert!(
        text.contains("Turn 2: better "),
        "the gift explained: {text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_solved_at_the_keyboard() {
    let t = table();
    let text = play(&t.url, b"solve Wd4-a1\npuzzle hardest\npuzzle easy\n").await;
    assert!(text.contains("error: you have no puzzle open"), "{text}");
    assert!(
        text.contains("error: puzzle [easy | medium | hard | new]"),
        "{text}"
    );
    assert!(text.contains(" (easy) — you are player "), "{text}");
    assert!(
        text.contains("win in 1 turn. Answer with `solve <turn>`."),
        "{text}"
    );
    assert!(text.contains("You"), "the one solving is named: {text}");

    // The puzzle is kept in the file: a wrong turn, then the win, in a later run.
    let service = service(&t.url).await;
    let view = service
        .puzzle(UserId(1), None, PuzzleAsk::Current)
        .await
        .expect("the open puzzle");
    service.close().await;
    let position = view.position;
    let wrong = position
        .legal_turns()
        .into_iter()
        .find(|&t| matches!(answer(&position, 1, t), Answer::Refuted { .. }))
        .expect("a turn that does not win");
    let win = position
        .legal_turns()
        .into_iter()
        .find(|&t| answer(&position, 1, t) == Answer::Solved)
        .expect("the win");
    let script = format!(
        "solve {}\nsolve {}\npuzzle\n",
        position.format_turn(wrong),
        position.format_turn(win)
    );
    let text = play(&t.url, script.as_bytes()).await;
    assert!(
        text.contains(&format!(
            "{} does not win: it does not win at once. Try again from the same position \
             (wrong tries: 1).",
            position.format_turn(wrong)
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "{} wins — Puzzle #{} (easy) solved! Streak 0 (best 0), 1 solved in all.",
            position.format_turn(win),
            view.number
        )),
        "{text}"
    );
    // Solved and closed: `puzzle` gives a new one.
    assert!(text.matches(" — you are player ").count() == 1, "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keyboard_speaks_the_language_of_the_locale_for_puzzles_and_refusals() {
    let t = table();
    let service = service(&t.url).await;
    let mut screen = Screen::default();
    let dutch = Setup {
        lang: Lang::from_locale("nl_BE.UTF-8"),
        ..TWO_PEOPLE
    };
    terminal::run(
        &service,
        dutch,
        &b"puzzle easy\nWz9-a1\nas 2 Wd4-a1\n"[..],
        &mut screen,
    )
    .await
    .expect("the terminal runs");
    service.close().await;
    let text = screen.text();
    assert!(text.contains(" (makkelijk) — je bent speler "), "{text}");
    assert!(
        text.contains("win in 1 zet. Antwoord met `solve <zet>`."),
        "{text}"
    );
    // Refusals too: an illegal turn, and a turn out of turn naming who is to move.
    assert!(
        text.contains("fout: die zet kan niet: er is geen veld z9 op het bord met 37 ringen"),
        "{text}"
    );
    assert!(
        text.contains("fout: je bent niet aan zet: Speler 1 is aan zet"),
        "{text}"
    );
}
