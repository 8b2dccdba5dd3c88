"""Sichuan's deal log as typed records (`core.sichuan.deal.LogEntry`, the shape of Chắn's) whose
`as_dict()` is, byte for byte, the dict the log held before it was typed.

tests/fixtures/sichuan_log_v1.jsonl was written by the dict-log engine: for each of seven deals
(chosen so that every event kind, every claim answer, every win event, both endings and every
rule id the log cites occur), a line with the deal's replay, its entry count and the `deal`
command's line for every entry, then one line per log entry, `json.dumps(entry, ensure_ascii=False)`.
"""

import json
from pathlib import Path

import pytest

from core.chan.deal import LogEntry as ChanLogEntry
from core.sichuan.cli import describe
from core.sichuan.deal import LogEntry, WinNote
from core.sichuan.replay import load_replay
from core.sichuan.tiles import parse_tile

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "sichuan_log_v1.jsonl"


def recorded_deals() -> list[tuple[dict, list[str]]]:
    """(the header line, the old log's lines) for each recorded deal."""
    lines = FIXTURE.read_text(encoding="utf-8").splitlines()
    deals, i = [], 0
    while i < len(lines):
        head = json.loads(lines[i])
        deals.append((head, lines[i + 1 : i + 1 + head["entries"]]))
        i += 1 + head["entries"]
    return deals


DEALS = recorded_deals()


def test_the_record_has_chans_fields_with_tile_for_card():
    assert ChanLogEntry._fields == ("kind", "seat", "card", "other", "rules")
    assert LogEntry._fields == ("kind", "seat", "tile", "other", "rules")
    entry = LogEntry("draw", 0, parse_tile("5p"), None, ("sc.turn.draw_discard",))
    assert entry == ("draw", 0, 13, None, ("sc.turn.draw_discard",)) and hash(entry)
    with pytest.raises(AttributeError):
        entry.kind = "discard"  # type: ignore[misc]


@pytest.mark.parametrize("index", range(len(DEALS)), ids=lambda i: f"deal{i}")
def test_as_dict_is_the_old_log_byte_for_byte(index):
    head, old_lines = DEALS[index]
    deal = load_replay(head["replay"])  # an old-header replay: "sichuan-replay", version 1
    assert len(deal.log) == head["entries"] == len(old_lines)
    assert all(isinstance(e, LogEntry) and isinstance(e.rules, tuple) for e in deal.log)
    new_lines = [json.dumps(e.as_dict(), ensure_ascii=False) for e in deal.log]
    for i, (new, old) in enumerate(zip(new_lines, old_lines, strict=True)):
        assert new == old, (i, deal.log[i])
    assert [describe(e) for e in deal.log] == head["describe"]  # the `deal` command's lines


def test_the_recorded_deals_cover_every_kind_of_entry():
    seen = set()
    for _, lines in DEALS:
        for line in lines:
            entry = json.loads(line)
            seen.add(entry["event"])
            seen.add(f"claim:{entry['type']}" if entry["event"] == "claim" else "")
            seen.add(f"end:{entry['reason']}" if entry["event"] == "end" else "")
            if entry["event"] == "win":
                seen.add("win:self_draw" if entry["self_draw"] else "win:discard")
                seen.update(f"win:{e}" for e in entry["events"])
    kinds = {"deal", "declare", "draw", "replacement", "discard", "claim", "concealed_kong", "added_kong", "win", "end"}
    assert seen - {""} == kinds | {
        "claim:pass",
        "claim:pung",
        "claim:kong",
        "claim:win",
        "end:three_won",
        "end:wall_empty",
        "win:self_draw",
        "win:discard",
        "win:kong_replacement",
        "win:last_tile",
        "win:robbed_kong",
    }


@pytest.mark.parametrize(
    "entry, expected",
    [
        (
            LogEntry("deal", 2, None, None, ("sc.setup.deal",)),
            '{"event": "deal", "dealer": 2, "rules": ["sc.setup.deal"]}',
        ),
        (
            LogEntry("declare", 1, None, 2, ("sc.missing.declare",)),
            '{"event": "declare", "seat": 1, "suit": "s", "rules": ["sc.missing.declare"]}',
        ),
        (
            LogEntry("claim", 3, parse_tile("9m"), "pung", ()),
            '{"event": "claim", "seat": 3, "type": "pung", "tile": "9m", "rules": []}',
        ),
        (
            LogEntry("win", 0, parse_tile("1s"), WinNote(False, 2, 3, 8, 40, ("robbed_kong",), 5), ("r",)),
            '{"event": "win", "seat": 0, "tile": "1s", "self_draw": false, "from": 2, "fan": 3, "base": 8, '
            '"wall_left": 40, "events": ["robbed_kong"], "payments_after": 5, "rules": ["r"]}',
        ),
        (
            LogEntry("end", None, None, "wall_empty", ("sc.objective.end",)),
            '{"event": "end", "reason": "wall_empty", "rules": ["sc.objective.end"]}',
        ),
    ]
    + [
        (
            LogEntry(kind, 1, parse_tile("7p"), None, ("x",)),
            f'{{"event": "{kind}", "seat": 1, "tile": "7p", "rules": ["x"]}}',
        )
        for kind in ("draw", "replacement", "discard", "concealed_kong", "added_kong")
    ],
    ids=lambda v: v.kind if isinstance(v, LogEntry) else "",
)
def test_as_dict_of_each_kind(entry, expected):
    assert json.dumps(entry.as_dict(), ensure_ascii=False) == expected
