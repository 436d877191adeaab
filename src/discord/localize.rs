//! The slash commands in the players' languages: every subcommand's, option's and choice's
//! name and description from the message files (`assets/locales/<language>/commands.ftl`), as
//! Discord's localizations. English stays as the code declares it; a test keeps the English
//! file equal to the code, and checks every language against Discord's rules for names.
//!
//! Keys: `cmd-<subcommand>-name`, `cmd-<subcommand>-description`,
//! `cmd-<subcommand>-<option>-name`, `cmd-<subcommand>-<option>-description`, and
//! `choice-<the choice's English name, lower case, words joined by hyphens>`.

use std::borrow::Cow;

use super::{Data, DiscordError};
use crate::i18n::{Lang, lookup};

/// A localization list of poise's: (Discord locale, text).
type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// The key of a choice: its English name in lower case, words joined by hyphens.
fn choice_key(name: &str) -> String {
    let words: Vec<String> = name
        .to_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(String::from)
        .collect();
    format!("choice-{}", words.join("-"))
}

/// Adds `key`'s text in every language but English to `list`.
fn localize_into(list: &mut Localizations, key: &str) {
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        match lookup(lang, key) {
            Some(text) => list
                .to_mut()
                .push((Cow::Borrowed(lang.code()), Cow::Owned(text))),
            None => tracing::warn!(key, "a command's words are missing from the message files"),
        }
    }
}

/// Gives the `/zertz` command, its subcommands, their options and choices their names and
/// descriptions in every language of [`Lang::ALL`].
pub fn localize(commands: &mut [poise::Command<Data, DiscordError>]) {
    for command in commands {
        localize_into(
            &mut command.description_localizations,
            &format!("cmd-{}-description", command.name),
        );
        for sub in &mut command.subcommands {
            let name = sub.name.to_string();
            localize_into(&mut sub.name_localizations, &format!("cmd-{name}-name"));
            localize_into(
                &mut sub.description_localizations,
                &format!("cmd-{name}-description"),
            );
            for option in &mut sub.parameters {
                let key = format!("cmd-{name}-{}", option.name);
                localize_into(&mut option.name_localizations, &format!("{key}-name"));
                localize_into(
                    &mut option.description_localizations,
                    &format!("{key}-description"),
                );
                for choice in option.choices.to_mut() {
                    localize_into(&mut choice.localizations, &choice_key(&choice.name));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::discord::commands;

    /// The localized text of `list` for `lang`.
    fn text(list: &Localizations, lang: Lang) -> Option<&str> {
        list.iter()
            .find(|(locale, _)| locale == lang.code())
            .map(|(_, text)| text.as_ref())
    }

    #[test]
    fn the_english_file_says_what_the_code_declares() {
        let mut checked = 0;
        for command in commands::all() {
            for sub in &command.subcommands {
                let name = &sub.name;
                assert_eq!(
                    lookup(Lang::En, &format!("cmd-{name}-name")).as_deref(),
                    Some(name.as_ref())
                );
                assert_eq!(
                    lookup(Lang::En, &format!("cmd-{name}-description")),
                    sub.description.as_ref().map(|d| d.to_string()),
                    "{name}"
                );
                for option in &sub.parameters {
                    let key = format!("cmd-{name}-{}", option.name);
                    assert_eq!(
                        lookup(Lang::En, &format!("{key}-name")).as_deref(),
                        Some(option.name.as_ref())
                    );
                    assert_eq!(
                        lookup(Lang::En, &format!("{key}-description")),
                        option.description.as_ref().map(|d| d.to_string()),
                        "{key}"
                    );
                    for choice in option.choices.iter() {
                        assert_eq!(
                            lookup(Lang::En, &choice_key(&choice.name)).as_deref(),
                            Some(choice.name.as_ref())
                        );
                        checked += 1;
                    }
                    checked += 1;
                }
                checked += 1;
            }
        }
        assert!(checked > 80, "{checked}");
    }

    /// Discord's rule for a command's or option's name: letters (any script), digits, `-` and
    /// `_`, 1 to 32 of them, and no capitals.
    fn valid_name(name: &str) -> bool {
        let count = name.chars().count();
        (1..=32).contains(&count)
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
            && name.to_lowercase() == name
    }

    #[test]
    fn every_language_names_every_command_option_and_choice_as_discord_allows() {
        let localized = commands::all();
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            for command in &localized {
                let description = text(&command.description_localizations, lang);
                assert!(description.is_some_and(|d| d.chars().count() <= 100));
                let mut subs = HashSet::new();
                for sub in &command.subcommands {
                    let name = text(&sub.name_localizations, lang)
                        .unwrap_or_else(|| panic!("{lang:?}: {} has no name", sub.name));
                    assert!(valid_name(name), "{lang:?}: {name:?}");
                    assert!(subs.insert(name), "{lang:?}: two subcommands named {name}");
                    let description = text(&sub.description_localizations, lang).unwrap_or("");
                    let length = description.chars().count();
                    assert!((1..=100).contains(&length), "{lang:?}: {description:?}");
                    let mut options = HashSet::new();
                    for option in &sub.parameters {
                        let name = text(&option.name_localizations, lang).unwrap_or("");
                        assert!(valid_name(name), "{lang:?} {}: {name:?}", sub.name);
                        assert!(
                            options.insert(name),
                            "{lang:?}: {name} twice in {}",
                            sub.name
                        );
                        let description =
                            text(&option.description_localizations, lang).unwrap_or("");
                        let length = description.chars().count();
                        assert!((1..=100).contains(&length), "{lang:?}: {description:?}");
                        for choice in option.choices.iter() {
                            let label = text(&choice.localizations, lang).unwrap_or("");
                            let length = label.chars().count();
                            assert!((1..=100).contains(&length), "{lang:?}: {label:?}");
                        }
                    }
                }
            }
        }
        // Words that really are translated, not English left in place.
        let challenge = localized[0]
            .subcommands
            .iter()
            .find(|s| s.name == "challenge")
            .map(|s| text(&s.name_localizations, Lang::Fr));
        assert_eq!(challenge, Some(Some("défier")));
    }

    /// Every `/zertz <name>` that `text` mentions, with its options' names (`noms:true`).
    fn mentioned_commands(text: &str) -> Vec<(String, Vec<String>)> {
        text.split("`/zertz ")
            .skip(1)
            .map(|rest| {
                let inside = rest.split('`').next().unwrap_or_default();
                let mut words = inside.split(' ');
                let name = words.next().unwrap_or_default().to_string();
                let options = words
                    .filter_map(|w| w.split(':').next())
                    .map(String::from)
                    .collect();
                (name, options)
            })
            .collect()
    }

    /// Every `/zertz name option:` of the messages (every file a player reads) and of the
    /// whole rules exists under that name in that language.
    #[test]
    fn messages_name_the_commands_as_each_language_calls_them() {
        let localized = commands::all();
        let subs = &localized[0].subcommands;
        let name_in = |names: &Localizations, own: &str, lang: Lang| match lang {
            Lang::En => Some(own.to_string()),
            _ => text(names, lang).map(String::from),
        };
        for lang in Lang::ALL {
            let rules = crate::discord::text::rules(lang);
            assert!(
                rules.chars().count() <= 2000,
                "{lang:?}: a message holds 2,000"
            );
            assert!(
                rules.contains("`Wd4-a1`") && rules.contains("`e5xc5xa3`"),
                "{rules}"
            );
            // Every message file read to the player (the terminal's speaks of its own
            // commands; commands.ftl is what is checked against), and the whole rules.
            let mut texts = vec![rules, crate::i18n::full_rules(lang).to_string()];
            let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("assets/locales")
                .join(lang.code());
            let mut files: Vec<_> = std::fs::read_dir(&folder)
                .expect("the language's folder")
                .map(|entry| entry.expect("a file of the folder").path())
                .filter(|path| !path.ends_with("terminal.ftl") && !path.ends_with("commands.ftl"))
                .collect();
            files.sort();
            assert!(files.len() >= 8, "{lang:?}: {files:?}");
            for path in files {
                texts.push(std::fs::read_to_string(&path).expect("a message file"));
            }
            let mut mentioned = 0;
            for text_of_lang in &texts {
                for (name, options) in mentioned_commands(text_of_lang) {
                    let sub = subs
                        .iter()
                        .find(|s| {
                            name_in(&s.name_localizations, &s.name, lang).as_deref() == Some(&name)
                        })
                        .unwrap_or_else(|| panic!("{lang:?}: no command /zertz {name}"));
                    for option in options {
                        let known = sub.parameters.iter().any(|p| {
                            name_in(&p.name_localizations, &p.name, lang).as_deref()
                                == Some(&option)
                        });
                        assert!(known, "{lang:?}: /zertz {name} has no option {option}");
                    }
                    mentioned += 1;
                }
            }
            assert!(mentioned > 40, "{lang:?}: {mentioned}");
        }
    }

    #[test]
    fn a_choice_key_is_its_english_name_in_lower_case_words() {
        assert_eq!(
            choice_key("37 rings (standard)"),
            "choice-37-rings-standard"
        );
        assert_eq!(
            choice_key("medium: a sacrifice, then the win"),
            "choice-medium-a-sacrifice-then-the-win"
        );
    }
}
