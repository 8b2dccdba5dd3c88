"""load_rulebook refuses bad rulebook files, each fault with one clear message naming file, rule and field."""

import re
from dataclasses import replace
from pathlib import Path

import pytest

from core.common.rulebook import GAMES, RulebookError, load_rulebook
from core.common.text import Text

ROOT = Path(__file__).resolve().parent.parent

TOPICS = """
game = "chan"

[[topics]]
id = "basics"
title_en = "Basics"
title_vi = "Cơ bản"
"""


def rule(rule_id="x.one", **fields):
    values = {
        "topic": "basics",
        "profiles": ["cardavia"],
        "sources": ["000 §1"],
        "title_en": "One rule",
        "title_vi": "Một luật",
        "text_en": "A text in English.",
        "text_vi": "Một đoạn tiếng Việt.",
    }
    values.update(fields)
    lines = ["[[rules]]", f'id = "{rule_id}"']
    for key, value in values.items():
        if value is None:
            continue
        if isinstance(value, list):
            lines.append(f"{key} = [" + ", ".join(f'"{item}"' for item in value) + "]")
        else:
            lines.append(f'{key} = "{value}"')
    return "\n".join(lines) + "\n"


def load(tmp_path, text, game="chan"):
    path = tmp_path / "rules.toml"
    path.write_text(text, encoding="utf-8")
    return load_rulebook(path, game=game)


def refusal(tmp_path, text, game="chan") -> RulebookError:
    with pytest.raises(RulebookError) as caught:
        load(tmp_path, text, game)
    error = caught.value
    assert str(error).startswith(str(tmp_path / "rules.toml") + ": ")
    assert "\n" not in str(error)  # one line
    return error


def test_a_good_file_loads(tmp_path):
    book = load(tmp_path, TOPICS + rule("x.one") + rule("x.two", profiles=["cardavia", "traditional"]))
    assert [r.id for r in book] == ["x.one", "x.two"]
    assert book.topics == (("basics", Text("Basics", "Cơ bản")),)
    assert book["x.two"].profiles == ("cardavia", "traditional") and book["x.one"].sources == ("000 §1",)
    assert book["x.one"].text["vi"] == "Một đoạn tiếng Việt."


def test_duplicate_id(tmp_path):
    error = refusal(tmp_path, TOPICS + rule("x.one") + rule("x.two") + rule("x.one"))
    assert (error.rule_id, error.field) == ("x.one", "id")
    assert str(error) == f"{tmp_path / 'rules.toml'}: rule 'x.one', field 'id': duplicate rule id"


def test_unknown_topic(tmp_path):
    error = refusal(tmp_path, TOPICS + rule("x.one", topic="basic"))
    assert (error.rule_id, error.field) == ("x.one", "topic")
    assert str(error).endswith("rule 'x.one', field 'topic': unknown topic 'basic' (known: basics)")


def test_unknown_profile(tmp_path):
    error = refusal(tmp_path, TOPICS + rule("x.one", profiles=["cardavia", "sichuan"]))
    assert (error.rule_id, error.field) == ("x.one", "profiles")
    assert str(error).endswith(
        "rule 'x.one', field 'profiles': unknown profile 'sichuan' for chan (known: cardavia, traditional)"
    )


def test_a_profile_of_one_game_is_unknown_to_the_other(tmp_path):
    text = TOPICS.replace('"chan"', '"sichuan"') + rule("sc.x.one", sources=["002 §1"])
    assert "unknown profile 'cardavia' for sichuan" in str(refusal(tmp_path, text, game="sichuan"))
    assert load(tmp_path, text.replace('"cardavia"', '"sichuan"'), game="sichuan")["sc.x.one"]


def test_missing_vietnamese_text(tmp_path):
    error = refusal(tmp_path, TOPICS + rule("x.one", text_vi=None))
    assert (error.rule_id, error.field) == ("x.one", "text_vi")
    assert str(error).endswith("rule 'x.one', field 'text_vi': missing")


@pytest.mark.parametrize("field", ["title_en", "title_vi", "text_en", "text_vi"])
def test_empty_text_in_either_language(tmp_path, field):
    error = refusal(tmp_path, TOPICS + rule("x.one", **{field: "  "}))
    assert str(error).endswith(f"rule 'x.one', field '{field}': empty")


def test_missing_vietnamese_topic_title(tmp_path):
    text = TOPICS.replace('title_vi = "Cơ bản"\n', "") + rule("x.one")
    assert str(refusal(tmp_path, text)).endswith("topic 'basics', field 'title_vi': missing")


def test_bad_toml(tmp_path):
    error = refusal(tmp_path, TOPICS + rule("x.one") + 'text_en = "unterminated\n')
    assert error.rule_id is None and error.field is None
    assert re.fullmatch(r".*rules\.toml: not valid TOML: .*\(at line \d+, column \d+\)", str(error)), str(error)


def test_missing_file(tmp_path):
    with pytest.raises(RulebookError, match=r"nothing\.toml: cannot be read"):
        load_rulebook(tmp_path / "nothing.toml", game="chan")


@pytest.mark.parametrize("source", ["000 §5", "003 §X", "D17", "003 §III.15-16", ""])
def test_malformed_source(tmp_path, source):
    error = refusal(tmp_path, TOPICS + rule("x.one", sources=["000 §1", source]))
    assert str(error).endswith(f"rule 'x.one', field 'sources': malformed source {source!r}")


@pytest.mark.parametrize(
    "text, message",
    [
        (rule("x.one", colour="red"), "rule 'x.one', field 'colour': unknown field"),
        (rule("x.one", profiles=[]), "rule 'x.one', field 'profiles': empty"),
        (rule("x.one", sources=[]), "rule 'x.one', field 'sources': empty"),
        (
            rule("x.one", profiles=["cardavia", "cardavia"]),
            "rule 'x.one', field 'profiles': 'cardavia' is listed twice",
        ),
        (rule("x.one", profiles="cardavia"), "rule 'x.one', field 'profiles': expected a list of strings"),
        (rule("X one"), "rule 'X one', field 'id': not a rule id"),
        (rule("x.one", topic=None), "rule 'x.one', field 'topic': missing"),
        (rule("x.one").replace('id = "x.one"\n', ""), "rule '#1', field 'id': missing"),
        (rule("x.one", gist=" "), "rule 'x.one', field 'gist': empty"),
    ],
)
def test_other_faults_name_rule_and_field(tmp_path, text, message):
    assert message in str(refusal(tmp_path, TOPICS + text))


def test_file_of_the_wrong_game(tmp_path):
    error = refusal(tmp_path, TOPICS + rule("x.one"), game="sichuan")
    assert str(error).endswith("field 'game': is the rulebook of 'chan', not of 'sichuan'")


def test_file_without_rules_or_topics(tmp_path):
    assert str(refusal(tmp_path, TOPICS)).endswith("field 'rules': missing")
    assert "field 'topics'" in str(refusal(tmp_path, 'game = "chan"\ntopics = []\n' + rule("x.one")))


def test_duplicate_topic(tmp_path):
    text = TOPICS + TOPICS.replace('game = "chan"\n', "") + rule("x.one")
    assert str(refusal(tmp_path, text)).endswith("topic 'basics', field 'id': duplicate topic id")


def test_a_game_is_given_by_name_or_as_a_record(tmp_path):
    variant = replace(GAMES["chan"], profiles=("cardavia", "traditional", "regional"))
    text = TOPICS + rule("x.one", profiles=["regional"])
    assert load(tmp_path, text, game=variant)["x.one"].profiles == ("regional",)
    assert "unknown profile 'regional'" in str(refusal(tmp_path, text))


@pytest.mark.parametrize("game", ["chan", "sichuan"])
def test_the_shipped_rulebooks_load(game):
    book = load_rulebook(ROOT / "core" / game / "rules.toml", game=game)
    assert len(book) > 70 and all(set(rule.profiles) <= set(GAMES[game].profiles) for rule in book)


def test_a_text_over_several_lines_is_one_paragraph(tmp_path):
    text = (
        TOPICS
        + rule("x.one", text_en=None)
        + "text_en = '''\nA text written\n  over three \nlines, with \"quotes\" and \\\\.'''\n"
    )
    assert load(tmp_path, text)["x.one"].text.en == 'A text written over three lines, with "quotes" and \\\\.'


def test_an_empty_line_inside_a_text_is_refused(tmp_path):
    text = TOPICS + rule("x.one", text_vi=None) + "text_vi = '''\nMột đoạn.\n\nĐoạn thứ hai.'''\n"
    assert str(refusal(tmp_path, text)).endswith(
        "rule 'x.one', field 'text_vi': an empty line inside: a text is one paragraph"
    )
