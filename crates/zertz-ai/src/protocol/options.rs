//! The engine's settings: the options `zei` lists, and `setoption` checked and applied.

use zertz_engine::{Board, Marble};

use super::Session;
use crate::eval::WEIGHTS;
use crate::opening::colour_bit;
use crate::{Level, Weights};

/// The values of the `FirstMarble` option and the colours each allows the first marble.
const FIRST_MARBLES: [(&str, u8); 7] = [
    ("any", crate::search::ALL_COLOURS),
    ("white", WHITE),
    ("grey", GREY),
    ("black", BLACK),
    ("white-grey", WHITE | GREY),
    ("white-black", WHITE | BLACK),
    ("grey-black", GREY | BLACK),
];

/// Each colour's bit in a set of colours.
const WHITE: u8 = colour_bit(Marble::White);
/// See [`WHITE`].
const GREY: u8 = colour_bit(Marble::Grey);
/// See [`WHITE`].
const BLACK: u8 = colour_bit(Marble::Black);

/// The `FirstMarble` value naming `colours` (`any` for a set the option cannot name).
fn first_marble_name(colours: u8) -> &'static str {
    FIRST_MARBLES
        .iter()
        .find(|(_, c)| *c == colours)
        .map_or("any", |(name, _)| name)
}

/// The settings the engine offers, as `zei` lists them: the level, the robot (this program's
/// search or the BoardSpace-style sparring robot of [`crate::rival`]), the table, the seed,
/// the search's parameters, then every weight of the evaluation.
pub(super) fn option_lines() -> Vec<String> {
    let params = Level::Hard.limits().params;
    let mut lines = vec![
        "option name Level type combo default hard var random var easy var medium var hard var master"
            .to_string(),
        "option name Robot type combo default zertz-bot var zertz-bot var boardspace".to_string(),
        format!(
            "option name RobotTime type spin default {} min 1 max 3600000",
            crate::rival::RIVAL_TIME.as_millis()
        ),
        format!(
            "option name RobotChoice type spin default {} min 1 max 1000",
            crate::rival::RIVAL_OPENING_CHOICE
        ),
        "option name Hash type spin default 0 min 0 max 1024".to_string(),
        "option name Seed type spin default 0 min 0 max 18446744073709551615".to_string(),
        format!(
            "option name Corners type spin default {} min 0 max 8",
            params.corners
        ),
        format!(
            "option name QuickCorners type spin default {} min 0 max 8",
            params.quick_corners
        ),
        format!(
            "option name LateQuiet1 type spin default {} min 0 max 5000",
            params.late_quiet_1
        ),
        format!(
            "option name LateQuiet2 type spin default {} min 0 max 5000",
            params.late_quiet_2
        ),
        format!(
            "option name RootMargin type spin default {} min 0 max 5000",
            params.root_margin
        ),
        format!(
            "option name RootSacrifice type spin default {} min 0 max 5000",
            params.root_sacrifice
        ),
        format!(
            "option name PlanBar type spin default {} min 0 max 5000",
            params.plan_bar
        ),
        format!(
            "option name LateLoud1 type spin default {} min 0 max 5000",
            params.late_loud_1
        ),
        format!(
            "option name FarRemovals type spin default {} min 0 max 5000",
            params.far_removals
        ),
        format!(
            "option name ShortColours type spin default {} min 0 max 5000",
            params.short_colours
        ),
        format!(
            "option name RootReduction type spin default {} min 0 max 5000",
            params.root_reduction
        ),
        format!(
            "option name EndPool type spin default {} min 0 max 60",
            params.end_pool
        ),
        format!(
            "option name HorizonTempo type spin default {} min 0 max 100",
            params.horizon_tempo
        ),
        format!(
            "option name HorizonTempo1 type spin default {} min 0 max 100",
            params.horizon_tempo_1
        ),
        format!(
            "option name ParityTempo type spin default {} min 0 max 100",
            params.parity_tempo
        ),
        format!(
            "option name ParityTempoRings type spin default {} min 0 max 61",
            params.parity_tempo_rings
        ),
        format!(
            "option name DelayTest type spin default {} min 0 max 9",
            params.delay_test
        ),
        format!(
            "option name DelayTestRings type spin default {} min 0 max 61",
            params.delay_test_rings
        ),
        format!(
            "option name DelayPartial type check default {}",
            params.delay_partial
        ),
        format!(
            "option name RootFarRemovals type check default {}",
            params.root_far_removals
        ),
        format!(
            "option name EvenHorizon type check default {}",
            params.even_horizon
        ),
        format!(
            "option name EvenHorizonRings type spin default {} min 0 max 61",
            params.even_horizon_rings
        ),
        format!(
            "option name ChainTurns type spin default {} min 0 max 6",
            params.chain_turns
        ),
        format!(
            "option name ChainShare type spin default {} min 0 max 100",
            params.chain_share
        ),
        format!(
            "option name WidePass type check default {}",
            params.wide_pass
        ),
        format!(
            "option name QuietReply type check default {}",
            params.quiet_reply
        ),
        format!(
            "option name QuickFarRemovals type spin default {} min 0 max 61",
            params.quick_far_removals
        ),
        format!(
            "option name NearRemovals type spin default {} min 0 max 2",
            params.near_removals
        ),
        format!(
            "option name StaticMargin1 type spin default {} min 0 max 5000",
            params.static_margin_1
        ),
        format!(
            "option name StaticMargin2 type spin default {} min 0 max 5000",
            params.static_margin_2
        ),
        format!(
            "option name Razor1 type spin default {} min 0 max 5000",
            params.razor_1
        ),
        format!(
            "option name Razor2 type spin default {} min 0 max 5000",
            params.razor_2
        ),
        format!(
            "option name NullMove type spin default {} min 0 max 9",
            params.null_move
        ),
        format!(
            "option name NullReduction type spin default {} min 0 max 3",
            params.null_reduction
        ),
        format!(
            "option name Futility2 type spin default {} min 0 max 5000",
            params.futility_2
        ),
        format!(
            "option name Futility3 type spin default {} min 0 max 5000",
            params.futility_3
        ),
        format!(
            "option name QuietCeiling type check default {}",
            params.quiet_ceiling
        ),
        format!(
            "option name PvFutility type check default {}",
            params.pv_futility
        ),
        format!(
            "option name BoundedLooks type check default {}",
            params.bounded_looks
        ),
        format!(
            "option name NearGoalSacrifices type spin default {} min 0 max 9",
            params.near_goal_sacrifices
        ),
        format!(
            "option name FirstFar type spin default {} min 0 max 6",
            params.first_far
        ),
        format!(
            "option name FirstNear type spin default {} min 0 max 6",
            params.first_near
        ),
        format!(
            "option name FirstBook type check default {}",
            params.first_book
        ),
        format!(
            "option name FirstMarble type combo default {} var any var white var grey var black var white-grey var white-black var grey-black",
            first_marble_name(params.first_marbles)
        ),
        format!(
            "option name NearGoalChain type check default {}",
            params.near_goal_chain
        ),
        format!(
            "option name IterationShare type spin default {} min 1 max 100",
            params.iteration_share
        ),
        format!(
            "option name OpeningShare type spin default {} min 1 max 100",
            params.opening_share
        ),
        format!(
            "option name OpeningTurns type spin default {} min 0 max 60",
            params.opening_turns
        ),
        format!(
            "option name Aspiration type spin default {} min 0 max 5000",
            params.aspiration
        ),
        format!(
            "option name VerifyTurns type spin default {} min 0 max 50",
            params.verify_turns
        ),
        format!(
            "option name VerifyChain type spin default {} min 0 max 9",
            params.verify_chain
        ),
        format!(
            "option name VerifyMargin type spin default {} min 0 max 5000",
            params.verify_margin
        ),
        format!(
            "option name VerifyTempo type spin default {} min 0 max 100",
            params.verify_tempo
        ),
        format!(
            "option name VerifyOwn type check default {}",
            params.verify_own
        ),
        format!(
            "option name Bounce type spin default {} min 0 max 2",
            params.bounce
        ),
        format!(
            "option name SacrificeRun type spin default {} min 0 max 9",
            params.sacrifice_run
        ),
        format!(
            "option name SacrificeCheck type spin default {} min 0 max 5000",
            params.sacrifice_check
        ),
        format!(
            "option name ReduceSacrifices type spin default {} min 0 max 61",
            params.reduce_sacrifices
        ),
        format!(
            "option name SacrificesWhole type spin default {} min 0 max 99",
            params.sacrifices_whole
        ),
        format!(
            "option name EmptyFills type spin default {} min 0 max 3",
            params.empty_fills
        ),
    ];
    // The start position's board (37 rings) plays with its own weights; `eval` and `go` use
    // the current board's, with the weights set here in place of theirs.
    let weights = Weights::for_board(Board::Rings37);
    for i in 0..WEIGHTS {
        lines.push(format!(
            "option name {} type spin default {} min -10000 max 10000",
            Weights::name(i),
            weights.get(i)
        ));
    }
    lines
}

impl Session {
    /// `setoption name <name> value <value>`.
    pub(super) fn set_option(&mut self, words: &[&str]) -> Result<(), String> {
        let (name, value) = match words {
            ["name", name, "value", value] => (*name, *value),
            _ => return Err("setoption takes: name <name> value <value>".into()),
        };
        let number = || -> Result<i64, String> {
            value
                .parse::<i64>()
                .map_err(|_| format!("{name} takes a number, not {value:?}"))
        };
        let flag = || -> Result<bool, String> {
            match value.trim().to_ascii_lowercase().as_str() {
                "true" | "1" => Ok(true),
                "false" | "0" => Ok(false),
                _ => Err(format!("{name} is true or false, not {value:?}")),
            }
        };
        // A number from 0 to `max`, or `error`.
        let at_most = |max: u8, error: &str| -> Result<u8, String> {
            u8::try_from(number()?)
                .ok()
                .filter(|n| *n <= max)
                .ok_or_else(|| error.to_string())
        };
        // A share of the budget, from 1 to 100 percent, or "`option` is from 1 to 100 …".
        let percent = |option: &str| -> Result<u8, String> {
            u8::try_from(number()?)
                .ok()
                .filter(|n| (1..=100).contains(n))
                .ok_or_else(|| format!("{option} is from 1 to 100 (percent of the budget)"))
        };
        match name.to_ascii_lowercase().as_str() {
            "level" => {
                self.level = value.parse()?;
                // The level's own search parameters; options set after it change them.
                self.params = self.level.limits().params;
            }
            "robot" => {
                self.boardspace = match value.to_ascii_lowercase().as_str() {
                    "zertz-bot" => false,
                    "boardspace" => true,
                    _ => return Err(format!("Robot is zertz-bot or boardspace, not {value:?}")),
                };
            }
            "robottime" => {
                let ms = u64::try_from(number()?)
                    .ok()
                    .filter(|ms| (1..=3_600_000).contains(ms))
                    .ok_or("RobotTime is from 1 to 3600000 ms")?;
                self.robot_time = std::time::Duration::from_millis(ms);
            }
            "robotchoice" => {
                self.robot_choice = u32::try_from(number()?)
                    .ok()
                    .filter(|n| (1..=1000).contains(n))
                    .ok_or("RobotChoice is from 1 (always the best turn) to 1000")?;
            }
            "hash" => {
                self.hash_mib = usize::try_from(number()?)
                    .ok()
                    .filter(|n| *n <= 1024)
                    .ok_or("Hash is from 0 (the level's own) to 1024 MiB")?;
            }
            "seed" => {
                self.seed = value
                    .parse()
                    .map_err(|_| format!("Seed takes a number, not {value:?}"))?;
            }
            "latequiet1" | "latequiet2" | "rootmargin" | "lateloud1" | "farremovals" | "razor1"
            | "razor2" | "staticmargin1" | "staticmargin2" | "futility2" | "futility3"
            | "aspiration" | "rootsacrifice" | "shortcolours" | "rootreduction"
            | "verifymargin" | "planbar" | "sacrificecheck" => {
                let n = u16::try_from(number()?)
                    .ok()
                    .filter(|n| *n <= 5000)
                    .ok_or_else(|| format!("{name} is from 0 to 5000"))?;
                match name.to_ascii_lowercase().as_str() {
                    "latequiet1" => self.params.late_quiet_1 = n,
                    "latequiet2" => self.params.late_quiet_2 = n,
                    "lateloud1" => self.params.late_loud_1 = n,
                    "farremovals" => self.params.far_removals = n,
                    "shortcolours" => self.params.short_colours = n,
                    "rootreduction" => self.params.root_reduction = n,
                    "verifymargin" => self.params.verify_margin = n,
                    "razor1" => self.params.razor_1 = n,
                    "razor2" => self.params.razor_2 = n,
                    "staticmargin1" => self.params.static_margin_1 = n,
                    "staticmargin2" => self.params.static_margin_2 = n,
                    "futility2" => self.params.futility_2 = n,
                    "futility3" => self.params.futility_3 = n,
                    "aspiration" => self.params.aspiration = n,
                    "rootsacrifice" => self.params.root_sacrifice = n,
                    "planbar" => self.params.plan_bar = n,
                    "sacrificecheck" => self.params.sacrifice_check = n,
                    _ => self.params.root_margin = n,
                }
            }
            "nullmove" => {
                self.params.null_move = at_most(9, "NullMove is from 0 to 9 placements")?;
            }
            "nullreduction" => {
                self.params.null_reduction = at_most(3, "NullReduction is from 0 to 3 placements")?;
            }
            "verifyturns" => {
                self.params.verify_turns = at_most(50, "VerifyTurns is from 0 to 50")?;
            }
            "verifychain" => {
                self.params.verify_chain = at_most(9, "VerifyChain is from 0 to 9")?;
            }
            "horizontempo" | "horizontempo1" | "paritytempo" | "verifytempo" => {
                let share = at_most(100, &format!("{name} is from 0 to 100"))?;
                match name.to_ascii_lowercase().as_str() {
                    "horizontempo" => self.params.horizon_tempo = share,
                    "horizontempo1" => self.params.horizon_tempo_1 = share,
                    "paritytempo" => self.params.parity_tempo = share,
                    _ => self.params.verify_tempo = share,
                }
            }
            "rootfarremovals" => self.params.root_far_removals = flag()?,
            "evenhorizon" => self.params.even_horizon = flag()?,
            "delaypartial" => self.params.delay_partial = flag()?,
            "paritytemporings" => {
                self.params.parity_tempo_rings =
                    at_most(61, "ParityTempoRings is from 0 to 61 rings")?;
            }
            "delaytest" => {
                self.params.delay_test = at_most(9, "DelayTest is from 0 to 9 placements")?;
            }
            "delaytestrings" => {
                self.params.delay_test_rings = at_most(61, "DelayTestRings is from 0 to 61 rings")?;
            }
            "evenhorizonrings" => {
                self.params.even_horizon_rings =
                    at_most(61, "EvenHorizonRings is from 0 to 61 rings")?;
            }
            "chainturns" => {
                self.params.chain_turns = at_most(6, "ChainTurns is from 0 to 6 turns")?;
            }
            "chainshare" => {
                self.params.chain_share = at_most(100, "ChainShare is from 0 to 100 percent")?;
            }
            "widepass" => self.params.wide_pass = flag()?,
            "quietreply" => self.params.quiet_reply = flag()?,
            "firstbook" => self.params.first_book = flag()?,
            "quietceiling" => self.params.quiet_ceiling = flag()?,
            "emptyfills" => {
                self.params.empty_fills = at_most(3, "EmptyFills is from 0 to 3 colours")?;
            }
            "pvfutility" => self.params.pv_futility = flag()?,
            "boundedlooks" => self.params.bounded_looks = flag()?,
            "neargoalsacrifices" => {
                self.params.near_goal_sacrifices =
                    at_most(9, "NearGoalSacrifices is from 0 to 9 marbles")?;
            }
            "neargoalchain" => self.params.near_goal_chain = flag()?,
            "verifyown" => self.params.verify_own = flag()?,
            "bounce" => self.params.bounce = at_most(2, "Bounce is from 0 to 2")?,
            "sacrificerun" => {
                self.params.sacrifice_run = at_most(9, "SacrificeRun is from 0 to 9 sacrifices")?;
            }
            "firstfar" | "firstnear" => {
                let rings = at_most(6, &format!("{name} is from 0 to 6 rings"))?;
                if name.eq_ignore_ascii_case("firstfar") {
                    self.params.first_far = rings;
                } else {
                    self.params.first_near = rings;
                }
            }
            "firstmarble" => {
                self.params.first_marbles = FIRST_MARBLES
                    .iter()
                    .find(|(name, _)| name.eq_ignore_ascii_case(value))
                    .map(|(_, colours)| *colours)
                    .ok_or_else(|| {
                        format!(
                            "FirstMarble is any, white, grey, black, white-grey, white-black or grey-black, not {value:?}"
                        )
                    })?;
            }
            "iterationshare" => {
                self.params.iteration_share = percent("IterationShare")?;
            }
            "openingshare" => {
                self.params.opening_share = percent("OpeningShare")?;
            }
            "openingturns" => {
                self.params.opening_turns = at_most(60, "OpeningTurns is from 0 to 60 placements")?;
            }
            "nearremovals" => {
                self.params.near_removals = at_most(2, "NearRemovals is from 0 to 2 rings")?;
            }
            "sacrificeswhole" => {
                self.params.sacrifices_whole =
                    at_most(99, "SacrificesWhole is from 0 to 99 turns")?;
            }
            "reducesacrifices" => {
                self.params.reduce_sacrifices =
                    at_most(61, "ReduceSacrifices is from 0 to 61 rings")?;
            }
            "quickfarremovals" => {
                self.params.quick_far_removals =
                    at_most(61, "QuickFarRemovals is from 0 to 61 rings")?;
            }
            "endpool" => {
                self.params.end_pool = at_most(60, "EndPool is from 0 to 60")?;
            }
            "corners" | "quickcorners" => {
                let n = at_most(8, &format!("{name} is from 0 to 8"))?;
                if name.eq_ignore_ascii_case("corners") {
                    self.params.corners = n;
                } else {
                    self.params.quick_corners = n;
                }
            }
            _ => {
                let i = Weights::index(name).ok_or_else(|| format!("no option named {name:?}"))?;
                let n = i32::try_from(number()?)
                    .ok()
                    .filter(|n| (-10_000..=10_000).contains(n))
                    .ok_or_else(|| format!("{name} is from -10000 to 10000"))?;
                if let Some(slot) = self.weights.get_mut(i) {
                    *slot = Some(n);
                }
            }
        }
        Ok(())
    }

    /// The weights of the current board, with those set by `setoption` in their place.
    pub(super) fn weights(&self) -> Weights {
        let mut weights = Weights::for_board(self.game.position().board());
        for (i, value) in self.weights.iter().enumerate() {
            if let Some(value) = value {
                weights.set(i, *value);
            }
        }
        weights
    }
}
