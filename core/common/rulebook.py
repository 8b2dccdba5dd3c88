"""Rules as data: every refusal, wait and score line cites ids that resolve here.

A game's rulebook is a TOML file beside the game (``core/chan/rules.toml``,
``core/sichuan/rules.toml``) read by `load_rulebook`, which checks it on load:
every id unique and well-formed, every topic known, every profile known for the
game, the title and text present and non-empty in English and Vietnamese, every
source well-formed. A fault raises `RulebookError` naming the file, the rule id
and the field.

A file holds ``game``, the topics in teaching order and the rules in order::

    game = "chan"

    [[topics]]
    id = "cards"
    title_en = "Cards"
    title_vi = "Bộ bài"

    [[rules]]
    id = "cards.deck"
    topic = "cards"
    profiles = ["cardavia", "traditional"]
    sources = ["000 §2", "003 §I"]
    title_en = "The 100-card deck"
    title_vi = "Bộ bài 100 cây"
    text_en = '''
    Chắn uses 100 of the 120 long cards: ranks 2 to 9 in each of the three suits
    Vạn, Sách and Văn, plus Chi chi, …'''
    text_vi = '''
    …'''
    gist = "…"          # optional: the one-line summary of an id table

A title or text is one paragraph: it may be written over several lines (best in a
multi-line literal string, ``'''…'''``, which needs no escapes and parses fast) and
the loader joins the lines with single spaces; an empty line inside is refused.
Text is our own wording in English and Vietnamese; `sources` names the
document and section it comes from (for example ``"000 §3"`` or ``"D5"``).
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .games import GAMES, Game
from .text import Text


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    topic: str
    title: Text  # in every language: rule.title[lang]
    text: Text
    profiles: tuple[str, ...]
    sources: tuple[str, ...]


def _fold(text: str) -> str:
    """Lower case without diacritics, so 'bach thu' finds 'Bạch thủ'."""
    text = unicodedata.normalize("NFD", text.lower()).replace("đ", "d")
    return "".join(ch for ch in text if unicodedata.category(ch) != "Mn")


class Rulebook:
    def __init__(self, rules: tuple[Rule, ...], topics: tuple[tuple[str, Text], ...]):
        self.rules = rules
        self.topics = topics  # (topic id, its title)
        self._by_id = {rule.id: rule for rule in rules}
        if len(self._by_id) != len(rules):
            raise ValueError("duplicate rule id in rulebook")
        known_topics = {topic for topic, _ in topics}
        for rule in rules:
            if rule.topic not in known_topics:
                raise ValueError(f"rule {rule.id} has unknown topic {rule.topic!r}")

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._by_id

    def __getitem__(self, rule_id: str) -> Rule:
        try:
            return self._by_id[rule_id]
        except KeyError:
            raise KeyError(f"no rule with id {rule_id!r}") from None

    def __iter__(self) -> Iterator[Rule]:
        return iter(self.rules)

    def __len__(self) -> int:
        return len(self.rules)

    def by_topic(self, topic: str) -> list[Rule]:
        return [rule for rule in self.rules if rule.topic == topic]

    def for_profile(self, profile: str) -> list[Rule]:
        return [rule for rule in self.rules if profile in rule.profiles]

    def search(self, query: str) -> list[Rule]:
        """Rules whose id, titles or texts contain every word of the query."""
        words = _fold(query).split()
        found = []
        for rule in self.rules:
            hay = _fold(" ".join((rule.id, *rule.title.to_json().values(), *rule.text.to_json().values())))
            if all(word in hay for word in words):
                found.append(rule)
        return found


# ---------------------------------------------------------------- loading


RULE_ID = re.compile(r"[a-z][a-z0-9_]*(\.[A-Za-z0-9_]+)+")
TOPIC_ID = re.compile(r"[a-z][a-z0-9_]*")
TEXT_FIELDS = ("title_en", "title_vi", "text_en", "text_vi")
RULE_FIELDS = ("id", "topic", "profiles", "sources", *TEXT_FIELDS)
OPTIONAL_RULE_FIELDS = ("gist",)
TOPIC_FIELDS = ("id", "title_en", "title_vi")
FILE_FIELDS = ("game", "topics", "rules")


_LINE_BREAK = re.compile(r"[ \t]*\r?\n[ \t]*")


def fold(text: str) -> str:
    """One paragraph from text written over several lines: each line break and its spaces become one space."""
    return _LINE_BREAK.sub(" ", text.strip(" \t\r\n"))


class RulebookError(ValueError):
    """A rulebook file that cannot be read or breaks a rule of the format."""

    def __init__(
        self,
        path: str | Path,
        message: str,
        *,
        rule_id: str | None = None,
        topic_id: str | None = None,
        field: str | None = None,
    ):
        self.path = str(path)
        self.rule_id = rule_id
        self.topic_id = topic_id
        self.field = field
        self.reason = message
        where = []
        if rule_id is not None:
            where.append(f"rule {rule_id!r}")
        if topic_id is not None:
            where.append(f"topic {topic_id!r}")
        if field is not None:
            where.append(f"field {field!r}")
        super().__init__(f"{self.path}: {', '.join(where) + ': ' if where else ''}{message}")


class _Checker:
    def __init__(self, path: str | Path):
        self.path = path

    def fail(self, message: str, **where: Any) -> RulebookError:
        return RulebookError(self.path, message, **where)

    def fields(
        self, table: Any, required: tuple[str, ...], optional: tuple[str, ...] = (), /, **where: Any
    ) -> dict[str, Any]:
        if not isinstance(table, dict):
            raise self.fail(f"expected a table, found {type(table).__name__}", **where)
        for field in table:
            if field not in required and field not in optional:
                raise self.fail(
                    f"unknown field (expected one of {', '.join(required + optional)})", field=field, **where
                )
        for field in required:
            if field not in table:
                raise self.fail("missing", field=field, **where)
        return table

    def text(self, table: dict[str, Any], field: str, **where: Any) -> str:
        value = table[field]
        if not isinstance(value, str):
            raise self.fail(f"expected a string, found {type(value).__name__}", field=field, **where)
        if not value.strip():
            raise self.fail("empty", field=field, **where)
        if re.search(r"\n[ \t]*\r?\n", value.strip(" \t\r\n")):
            raise self.fail("an empty line inside: a text is one paragraph", field=field, **where)
        return fold(value)

    def names(self, table: dict[str, Any], field: str, **where: Any) -> tuple[str, ...]:
        value = table[field]
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise self.fail("expected a list of strings", field=field, **where)
        if not value:
            raise self.fail("empty", field=field, **where)
        for item in value:
            if value.count(item) > 1:
                raise self.fail(f"{item!r} is listed twice", field=field, **where)
        return tuple(value)


def load_rulebook(path: str | Path, game: str | Game) -> Rulebook:
    """Read and check one game's rulebook file; `RulebookError` names what is wrong and where."""
    spec = GAMES[game] if isinstance(game, str) else game
    check = _Checker(path)
    data = _read_toml(path, check)
    check.fields(data, FILE_FIELDS)
    if data["game"] != spec.id:
        raise check.fail(f"is the rulebook of {data['game']!r}, not of {spec.id!r}", field="game")
    for field in ("topics", "rules"):
        if not isinstance(data[field], list) or not data[field]:
            raise check.fail("expected a non-empty array of tables", field=field)
    topics = _topics(data["topics"], check)
    known_topics = {topic for topic, _ in topics}
    seen: set[str] = set()
    rules = [_rule(table, number, spec, known_topics, seen, check) for number, table in enumerate(data["rules"], 1)]
    return Rulebook(tuple(rules), tuple(topics))


def _read_toml(path: str | Path, check: _Checker) -> dict:
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except OSError as error:
        raise check.fail(f"cannot be read ({error.strerror or error})") from None
    except tomllib.TOMLDecodeError as error:
        raise check.fail(f"not valid TOML: {error}") from None
    except UnicodeDecodeError as error:
        raise check.fail(f"not valid UTF-8: {error}") from None


def _topics(tables: list, check: _Checker) -> list[tuple[str, Text]]:
    """(id, title) of each topic table, checked."""
    topics: list[tuple[str, Text]] = []
    for number, table in enumerate(tables, 1):
        topic_id = table.get("id") if isinstance(table, dict) else None
        where = {"topic_id": topic_id if isinstance(topic_id, str) else f"#{number}"}
        check.fields(table, TOPIC_FIELDS, **where)
        topic_id = check.text(table, "id", **where)
        if not TOPIC_ID.fullmatch(topic_id):
            raise check.fail("not a topic id (lower case letters, digits and _)", field="id", **where)
        if any(topic_id == known for known, _ in topics):
            raise check.fail("duplicate topic id", field="id", **where)
        topics.append((topic_id, Text(check.text(table, "title_en", **where), check.text(table, "title_vi", **where))))
    return topics


def _rule(table, number: int, spec: Game, known_topics: set[str], seen: set[str], check: _Checker) -> Rule:
    """The `number`-th rule table, checked against the game's topics, profiles and sources and the
    ids `seen` before it (its own is added)."""
    rule_id = table.get("id") if isinstance(table, dict) else None
    where = {"rule_id": rule_id if isinstance(rule_id, str) else f"#{number}"}
    check.fields(table, RULE_FIELDS, OPTIONAL_RULE_FIELDS, **where)
    rule_id = check.text(table, "id", **where)
    if not RULE_ID.fullmatch(rule_id):
        raise check.fail("not a rule id (dotted words of letters, digits and _)", field="id", **where)
    if rule_id in seen:
        raise check.fail("duplicate rule id", field="id", **where)
    seen.add(rule_id)
    topic = check.text(table, "topic", **where)
    if topic not in known_topics:
        raise check.fail(f"unknown topic {topic!r} (known: {', '.join(sorted(known_topics))})", field="topic", **where)
    profiles = check.names(table, "profiles", **where)
    for profile in profiles:
        if profile not in spec.profiles:
            raise check.fail(
                f"unknown profile {profile!r} for {spec.id} (known: {', '.join(spec.profiles)})",
                field="profiles",
                **where,
            )
    sources = check.names(table, "sources", **where)
    for source in sources:
        if not spec.source.fullmatch(source):
            raise check.fail(f"malformed source {source!r}", field="sources", **where)
    if "gist" in table:
        check.text(table, "gist", **where)
    title, text = (
        Text(*(check.text(table, field, **where) for field in pair)) for pair in (TEXT_FIELDS[:2], TEXT_FIELDS[2:])
    )
    return Rule(rule_id, topic, title, text, profiles, sources)


__all__ = ["GAMES", "Game", "Rule", "Rulebook", "RulebookError", "fold", "load_rulebook"]
