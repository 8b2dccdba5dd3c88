"""Write RULE_IDS.md, the table of Chắn rule ids, from rules.toml.

    python -m core.chan.rule_ids           # rewrite core/chan/RULE_IDS.md
    python -m core.chan.rule_ids --check   # exit 1 if it is out of date

A test checks the file is up to date, so edit rules.toml and run this.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from core.common.rulebook import fold, load_rulebook

HERE = Path(__file__).resolve().parent
RULES_FILE = HERE / "rules.toml"
TABLE_FILE = HERE / "RULE_IDS.md"
PROFILE_CODES = {("cardavia",): "C", ("traditional",): "T", ("cardavia", "traditional"): "CT"}

HEADER = """\
# Chắn rule ids (stable; code, tests and pages cite them)

Generated from `rules.toml` by `python -m core.chan.rule_ids`; edit the TOML file, not this one.

Profiles: `C` = cardavia only, `T` = traditional only, `CT` = both.
Sources: `000 §n` (document 000 section n), `003 §X` (document 003 section, roman numeral, \
with item number where it has one), `Dn` (DECISIONS.md).

| id | topic | profiles | sources | gist |
| --- | --- | --- | --- | --- |
"""


def render(path: Path = RULES_FILE) -> str:
    """The id table of the rulebook at `path`: one row per rule, in its order."""
    rulebook = load_rulebook(path, game="chan")
    with open(path, "rb") as handle:
        gists = {table["id"]: fold(table.get("gist", "")) for table in tomllib.load(handle)["rules"]}
    rows = []
    for rule in rulebook:
        if not gists[rule.id]:
            raise ValueError(f"{path}: rule {rule.id!r}: field 'gist': missing (RULE_IDS.md needs one)")
        cells = (
            rule.id,
            rule.topic,
            PROFILE_CODES[tuple(sorted(rule.profiles))],
            "; ".join(rule.sources),
            gists[rule.id],
        )
        rows.append("| " + " | ".join(cells) + " |\n")
    return HEADER + "".join(rows)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    text = render()
    if argv == ["--check"]:
        if TABLE_FILE.read_text(encoding="utf-8") != text:
            print(f"{TABLE_FILE} is out of date: run python -m core.chan.rule_ids", file=sys.stderr)
            return 1
        return 0
    if argv:
        print("usage: python -m core.chan.rule_ids [--check]", file=sys.stderr)
        return 2
    TABLE_FILE.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
