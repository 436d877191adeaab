//! The players' languages: Project Fluent message files under `assets/locales/<language>/`,
//! embedded in the binary at build time, with English the fallback for anything a language
//! lacks. The adapters pick the language (Discord's `locale` of an interaction or a server);
//! this module only looks the words up.

use std::borrow::Cow;
use std::collections::HashMap;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, langid};

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./assets/locales",
        fallback_language: "en",
        // Placeables are not wrapped in Unicode isolation marks: Discord shows them as boxes.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the fallback.
    En,
    /// French.
    Fr,
    /// Dutch.
    Nl,
    /// Hungarian.
    Hu,
    /// Japanese.
    Ja,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Fr, Lang::Nl, Lang::Hu, Lang::Ja];

    /// Its code: the folder of its message files, and Discord's locale for it (English has
    /// two there, `en-US` and `en-GB`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Nl => "nl",
            Lang::Hu => "hu",
            Lang::Ja => "ja",
        }
    }

    /// The language of a locale such as Discord's `fr` or `en-GB`, or a POSIX `LANG` such as
    /// `nl_BE.UTF-8`; English for any other.
    ///
    /// ```
    /// use zertz_bot::i18n::Lang;
    /// assert_eq!(Lang::from_locale("fr"), Lang::Fr);
    /// assert_eq!(Lang::from_locale("hu_HU.UTF-8"), Lang::Hu);
    /// assert_eq!(Lang::from_locale("pt-BR"), Lang::En);
    /// ```
    pub fn from_locale(locale: &str) -> Lang {
        let primary = locale
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code() == primary)
            .unwrap_or(Lang::En)
    }

    fn id(self) -> LanguageIdentifier {
        match self {
            Lang::En => langid!("en"),
            Lang::Fr => langid!("fr"),
            Lang::Nl => langid!("nl"),
            Lang::Hu => langid!("hu"),
            Lang::Ja => langid!("ja"),
        }
    }
}

/// The whole rules in `lang`, as Markdown (`assets/rules/<language>.md`), written from the
/// printed rules for that language's players.
pub fn full_rules(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../assets/rules/en.md"),
        Lang::Fr => include_str!("../assets/rules/fr.md"),
        Lang::Nl => include_str!("../assets/rules/nl.md"),
        Lang::Hu => include_str!("../assets/rules/hu.md"),
        Lang::Ja => include_str!("../assets/rules/ja.md"),
    }
}

/// The message `key` in `lang`, falling back to English; None when English lacks it too.
pub fn lookup(lang: Lang, key: &str) -> Option<String> {
    LOCALES.try_lookup(&lang.id(), key)
}

/// A value given to a message: text, or a number (which also picks plural forms).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text, shown as it is (a turn, a name, a heading already in the language).
    Text(String),
    /// A whole number.
    Number(i64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(i64::from(n))
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

/// The message `key` in `lang` with its values (English where `lang` lacks it). A key no file
/// has is a mistake of ours: it is logged and the key itself is shown, never a panic.
///
/// ```
/// use zertz_bot::i18n::{Lang, tr};
/// assert_eq!(tr(Lang::En, "puzzle-win-in", &[("turns", 1u32.into())]), "win in 1 turn");
/// assert_eq!(tr(Lang::Fr, "puzzle-win-in", &[("turns", 2u32.into())]), "gagnez en 2 coups");
/// ```
pub fn tr(lang: Lang, key: &str, args: &[(&'static str, Arg)]) -> String {
    let values: HashMap<Cow<'static, str>, FluentValue> = args
        .iter()
        .map(|(name, arg)| {
            let value = match arg {
                Arg::Text(text) => FluentValue::from(text.clone()),
                Arg::Number(n) => FluentValue::from(*n),
            };
            (Cow::Borrowed(*name), value)
        })
        .collect();
    LOCALES
        .try_lookup_with_args(&lang.id(), key, &values)
        .unwrap_or_else(|| {
            tracing::error!(key, "a message is missing from every language's files");
            key.to_string()
        })
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::Path;

    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

    use super::*;

    /// Each message of a language's files with the variables it uses.
    type Messages = BTreeMap<String, BTreeSet<String>>;

    fn pattern_variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                expression_variables(expression, out);
            }
        }
    }

    fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
        match expression {
            Expression::Inline(inline) => inline_variables(inline, out),
            Expression::Select { selector, variants } => {
                inline_variables(selector, out);
                for variant in variants {
                    pattern_variables(&variant.value, out);
                }
            }
        }
    }

    fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match inline {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            InlineExpression::Placeable { expression } => expression_variables(expression, out),
            InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    inline_variables(argument, out);
                }
                for named in &arguments.named {
                    inline_variables(&named.value, out);
                }
            }
            _ => {}
        }
    }

    /// Every message of `lang`'s files, read and parsed as Fluent reads them (a syntax error
    /// fails the test, naming the file).
    fn messages(lang: Lang) -> Messages {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/locales")
            .join(lang.code());
        let mut messages = Messages::new();
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|path| path.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        assert!(!files.is_empty(), "{lang:?} has message files");
        for file in files {
            let source = std::fs::read_to_string(&file).expect("a message file");
            let resource = fluent_syntax::parser::parse(source.as_str())
                .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", file.display()));
            for entry in &resource.body {
                match entry {
                    Entry::Message(message) => {
                        let mut variables = BTreeSet::new();
                        if let Some(value) = &message.value {
                            pattern_variables(value, &mut variables);
                        }
                        for attribute in &message.attributes {
                            pattern_variables(&attribute.value, &mut variables);
                        }
                        let id = message.id.name.to_string();
                        assert!(
                            messages.insert(id.clone(), variables).is_none(),
                            "{lang:?}: {id} twice"
                        );
                    }
                    Entry::Junk { content } => {
                        panic!("{}: cannot read {content:?}", file.display())
                    }
                    _ => {}
                }
            }
        }
        messages
    }

    #[test]
    fn every_language_has_every_message_with_the_same_placeholders() {
        let english = messages(Lang::En);
        assert!(english.len() > 100, "{}", english.len());
        for lang in Lang::ALL.into_iter().skip(1) {
            let other = messages(lang);
            let missing: Vec<&String> =
                english.keys().filter(|k| !other.contains_key(*k)).collect();
            let extra: Vec<&String> = other.keys().filter(|k| !english.contains_key(*k)).collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
            assert!(
                extra.is_empty(),
                "{lang:?} has keys English lacks: {extra:?}"
            );
            for (key, variables) in &english {
                assert_eq!(
                    &other[key], variables,
                    "{lang:?}: the placeholders of {key}"
                );
            }
        }
    }

    #[test]
    fn words_are_looked_up_in_the_language_asked_for() {
        assert_eq!(
            lookup(Lang::Fr, "cmd-resign-name").as_deref(),
            Some("abandonner")
        );
        assert_eq!(
            lookup(Lang::En, "cmd-resign-name").as_deref(),
            Some("resign")
        );
        assert_eq!(lookup(Lang::Ja, "no-such-message"), None);
    }

    /// Counted words take each language's plural forms: French counts 0 and 1 as one, Dutch
    /// and English only 1; Hungarian and Japanese nouns do not change after a number.
    #[test]
    fn counted_words_take_each_languages_plural_forms() {
        let turns = |lang, n: i64| tr(lang, "turns-played", &[("turns", n.into())]);
        let days = |lang, n: i64| tr(lang, "time-days", &[("days", n.into())]);
        let cases: [(Lang, [&str; 3], &str); 5] = [
            (Lang::En, ["0 turns", "1 turn", "2 turns"], "1 day per turn"),
            (Lang::Fr, ["0 coup", "1 coup", "2 coups"], "1 jour par coup"),
            (Lang::Nl, ["0 zetten", "1 zet", "2 zetten"], "1 dag per zet"),
            (
                Lang::Hu,
                ["0 lépés", "1 lépés", "2 lépés"],
                "1 nap lépésenként",
            ),
            (Lang::Ja, ["0手", "1手", "2手"], "一手1日"),
        ];
        for (lang, expected, one_day) in cases {
            let said = [turns(lang, 0), turns(lang, 1), turns(lang, 2)];
            assert_eq!(said, expected.map(String::from), "{lang:?}");
            assert_eq!(days(lang, 1), one_day, "{lang:?}");
        }
        assert_eq!(
            tr(Lang::Fr, "time-days", &[("days", 3i64.into())]),
            "3 jours par coup"
        );
        assert_eq!(
            tr(Lang::Nl, "time-days", &[("days", 7i64.into())]),
            "7 dagen per zet"
        );
    }
}
