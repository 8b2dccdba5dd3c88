"""Deal records (replays) and matches of several deals.

A record is plain JSON: profile, mode, options, the deck order and dealer (or a
seed), and every action in order. Loading validates every field and replays the
actions through the engine, so an impossible or illegal action is named by its
index; nothing in a file is ever executed.

Headers (`core.common.replay_format`, the same shape as Sichuan's "sichuan-deal/1"): a deal record
is ``"format": "chan-deal/1"`` (a record without "format" is read as one), a match
``"format": "chan-match/1"``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from ..common.jsonio import MAX_JSON_BYTES, excerpt, read_json
from ..common.replay_format import check_header, format_name, header
from .actions import Action
from .cards import CODE, NotationError, parse_cards
from .deal import RECORD_KIND, RECORD_VERSION, SEATS, Deal, DealOptions
from .legality import IllegalAction
from .profiles import GA_OPTIONS

FORMAT = format_name(RECORD_KIND, RECORD_VERSION)  # "chan-deal/1", written by deal_record()
MAX_BYTES = MAX_JSON_BYTES  # 1 MB
MAX_ACTIONS = 2_000
FIELDS = {"format", "profile", "mode", "options", "dealer", "deck", "seed", "thong", "actions", "result"}
OPTION_FIELDS = {"four_eleven", "ga", "ga_gop"}


def _bad(field_name: str, en: str, vi: str, token: str | None = None) -> NotationError:
    return NotationError(f"{field_name}: {en}", f"{field_name}: {vi}", token)


def deal_record(deal: Deal) -> dict:
    """The deal as it was dealt and played: header, profile, options, deck and actions."""
    return {
        **header(RECORD_KIND, RECORD_VERSION),  # "format": "chan-deal/1" (core.common.replay_format)
        "profile": deal.profile.name,
        "mode": deal.options.mode,
        "options": {
            "four_eleven": deal.options.four_eleven,
            "ga": list(deal.options.ga),
            "ga_gop": deal.options.ga_gop,
        },
        "dealer": deal.dealer,
        "deck": " ".join(CODE[f] for f in deal.deck),
        "thong": deal.thong,
        "actions": [a.to_json() for a in deal.actions],
    }


def record_of(deal: Deal) -> dict:
    """The deal's record, with its result for checking on load."""
    data = deal_record(deal)
    if deal.seed is not None:
        data["seed"] = deal.seed
    if deal.outcome is not None:
        data["result"] = {
            "winner": deal.outcome.winner,
            "settlement": deal.outcome.settlement,
            "total": deal.outcome.result.total if deal.outcome.result else 0,
        }
    return data


def dumps(deal: Deal) -> str:
    return json.dumps(record_of(deal), ensure_ascii=False, indent=1)


def loads(text: str | bytes) -> Deal:
    """Parse and replay a record. Raises NotationError naming the first bad field or action.

    `text` is the file's bytes or text; its size is checked on the bytes before anything else
    (`MAX_BYTES`), and deep nesting, huge numbers and non-JSON are refused (`core.common.jsonio`).
    """
    return from_record(read_record(text))


def load_replay(source) -> Deal:
    """Sichuan's name for loading: a record as JSON bytes or text (`loads`) or already parsed
    (`from_record`)."""
    return loads(source) if isinstance(source, (str, bytes)) else from_record(source)


def read_record(text: str | bytes) -> dict:
    """A record file's bytes (or text) as parsed JSON, not yet checked (see `from_record`).

    The one JSON reader, `core.common.jsonio.read_json`: the size on the bytes first (`MAX_BYTES`), then
    UTF-8, JSON, nesting depth and huge numbers; every refusal is a NotationError naming "file".
    """
    return read_json(text, limit=MAX_BYTES, error=lambda en, vi: _bad("file", en, vi))


def from_record(data, upto: int | None = None) -> Deal:
    """Check a parsed record and replay it. `upto`: replay only the first `upto` actions (a
    position part-way through; the stated result is then not checked). A record with no actions
    gives the dealt position."""
    if not isinstance(data, dict):
        raise _bad("record", "must be a JSON object", "phải là một object JSON")
    unknown = sorted(set(data) - FIELDS)
    if unknown:
        raise _bad(excerpt(unknown[0]), "unknown field", "trường không hợp lệ", unknown[0])
    check_header(data, FORMAT, optional=True, error=NotationError)
    options = _options(data)
    deck, dealer, seed = _deck(data)
    thong = data.get("thong")
    if thong is not None and (not isinstance(thong, int) or isinstance(thong, bool) or not 0 <= thong < SEATS):
        raise _bad("thong", "must be a seat 0–3 or null", "phải là chỗ ngồi 0–3 hoặc null", excerpt(thong))
    deal = Deal(options, seed=seed, dealer=dealer, deck=deck, thong=thong)
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise _bad("actions", "must be a list", "phải là một danh sách")
    if len(actions) > MAX_ACTIONS:
        raise _bad("actions", f"more than {MAX_ACTIONS} actions", f"nhiều hơn {MAX_ACTIONS} nước")
    if upto is not None:
        if isinstance(upto, bool) or not isinstance(upto, int) or upto < 0:
            raise _bad("upto", "must be a whole number 0 or more", "phải là số nguyên từ 0 trở lên")
        cut, actions = upto < len(actions), actions[:upto]
    for index, item in enumerate(actions):
        action = Action.from_json(item, index)
        try:
            deal.act(action)
        except IllegalAction as err:
            raise _bad(
                f"actions[{index}]",
                f"{action} is not possible: {err.reason.en}",
                f"{action} không hợp lệ: {err.reason.vi}",
            ) from None
    if upto is None or not cut:
        _check_result(data.get("result"), deal)
    return deal


def _options(data) -> DealOptions:
    opts = data.get("options", {})
    if not isinstance(opts, dict):
        raise _bad("options", "must be an object", "phải là một object")
    unknown = sorted(set(opts) - OPTION_FIELDS)
    if unknown:
        raise _bad(f"options.{excerpt(unknown[0])}", "unknown option", "tuỳ chọn không hợp lệ", unknown[0])
    ga = opts.get("ga", [])
    if not isinstance(ga, list) or any(not isinstance(g, str) or g not in GA_OPTIONS for g in ga):
        raise _bad("options.ga", f"a list of {', '.join(GA_OPTIONS)}", f"danh sách gồm {', '.join(GA_OPTIONS)}")
    for key in ("four_eleven", "ga_gop"):
        if not isinstance(opts.get(key, False), bool):
            raise _bad(f"options.{key}", "must be true or false", "phải là true hoặc false")
    for key in ("profile", "mode"):
        if not isinstance(data.get(key, ""), str):
            raise _bad(key, "must be text", "phải là chữ")
    try:
        options = DealOptions(
            data.get("profile", "cardavia"),
            data.get("mode", "basic"),
            opts.get("four_eleven", False),
            tuple(ga),
            opts.get("ga_gop", False),
        )
        options.check()
    except NotationError as err:
        raise _bad("profile/mode/options", str(err), err.text["vi"]) from None
    return options


def _deck(data):
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise _bad("seed", "must be an integer", "phải là số nguyên", excerpt(seed))
    dealer = data.get("dealer")
    if dealer is not None and (not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < SEATS):
        raise _bad("dealer", "must be a seat 0–3", "phải là chỗ ngồi 0–3", excerpt(dealer))
    text = data.get("deck")
    if text is None:
        if seed is None:
            raise _bad("deck", "give the deck order (and dealer) or a seed", "cần thứ tự bộ bài (và nhà cái) hoặc seed")
        return None, dealer, seed
    if not isinstance(text, str):
        raise _bad("deck", "must be the 100 cards as text", "phải là 100 lá dưới dạng chữ")
    try:
        deck = parse_cards(text)
    except NotationError as err:
        raise _bad("deck", str(err), err.text["vi"], err.token) from None
    if len(deck) != 100:
        raise _bad("deck", f"has {len(deck)} cards, not 100", f"có {len(deck)} lá, không phải 100")
    if dealer is None:
        raise _bad("dealer", "required with a deck order", "bắt buộc khi có thứ tự bộ bài")
    return deck, dealer, seed


def _check_result(result, deal: Deal) -> None:
    if result is None:
        return
    if not isinstance(result, dict) or set(result) - {"winner", "settlement", "total"}:
        raise _bad("result", "must hold winner, settlement and total", "phải gồm winner, settlement và total")
    if deal.outcome is None:
        raise _bad("result", "the actions do not finish the deal", "các nước đi chưa kết thúc ván")
    got = {
        "winner": deal.outcome.winner,
        "settlement": deal.outcome.settlement,
        "total": deal.outcome.result.total if deal.outcome.result else 0,
    }
    for key, value in result.items():
        if got[key] != value:
            raise _bad(
                f"result.{key}",
                f"the replay gives {got[key]}, the file says {value}",
                f"phát lại ra {got[key]}, tệp ghi {value}",
            )


@dataclass
class Match:
    """Several deals with running totals, Thông and the gà góp pot.

    Project decisions (the documents are silent): the winner deals the next deal; after a
    draw the deal passes to the next seat. Thông goes to the previous deal's winner when that
    win was called right, even if it earned nothing (a no-pay error A1/A2); not after a draw, a
    wrong call or đền làng (A3–A6, the 4-11 penalty) (document 003 §III.2, `Outcome.thong_next`).
    """

    options: DealOptions = field(default_factory=DealOptions)
    seed: int = 0
    deals: list[Deal] = field(default_factory=list)
    totals: list[int] = field(default_factory=lambda: [0] * SEATS)
    history: list[list[int]] = field(default_factory=list)  # running totals after each deal
    pot: int = 0
    pot_shares: list[int] = field(default_factory=lambda: [0] * SEATS)  # what each seat put into the pot
    notes: list[tuple[int, str, tuple[str, ...]]] = field(default_factory=list)  # (deal, what, rule ids)
    refunds: list[int] = field(default_factory=lambda: [0] * SEATS)  # the pot given back by finish()
    finished: bool = False

    def new_deal(self, dealer: int | None = None) -> Deal:
        if self.finished:
            raise NotationError("the match is over", "trận đã kết thúc", "match")
        if self.deals and not self.deals[-1].over:
            raise NotationError("finish the current deal first", "hãy chơi xong ván hiện tại trước", "deal")
        thong = None
        if self.deals:
            last = self.deals[-1]
            out = last.outcome
            assert out is not None  # an ended deal has its outcome
            if dealer is None:
                dealer = out.winner if out.winner is not None else (last.dealer + 1) % SEATS
            if out.winner is not None and out.thong_next:
                thong = out.winner
        if self.options.ga_gop:  # option.ga_gop: everyone puts 1 in before each deal
            self.pot += SEATS
            for s in range(SEATS):
                self.totals[s] -= 1
                self.pot_shares[s] += 1
        deal = Deal(self.options, seed=self.seed + len(self.deals), dealer=dealer, thong=thong)
        self.deals.append(deal)
        return deal

    def close_deal(self) -> list[int]:
        """Book the finished deal's settlement (and pot flows); returns the running totals."""
        deal = self.deals[-1]
        if not deal.over:
            raise NotationError("the deal is not over", "ván chưa kết thúc", "deal")
        out = deal.outcome
        assert out is not None  # an ended deal has its outcome
        for s in range(SEATS):
            self.totals[s] += out.settlement[s] - deal.pot_paid[s]
        self.pot += sum(deal.pot_paid)
        for s in range(SEATS):
            self.pot_shares[s] += deal.pot_paid[s]
        if self.options.ga_gop and out.winner is not None and _wins_pot(out):
            self.notes.append(
                (len(self.deals) - 1, f"seat {out.winner} wins the pot of {self.pot}", ("option.ga_gop_win",))
            )
            self.totals[out.winner] += self.pot
            self.pot = 0
            self.pot_shares = [0] * SEATS
        self.history.append(list(self.totals))
        return self.totals

    def finish(self) -> list[int]:
        """End the match: gà still in the pot goes back to whoever put it in (003 §IX, option.ga_gop).
        Returns what each seat got back."""
        if self.deals and not self.deals[-1].over:
            raise NotationError("finish the current deal first", "hãy chơi xong ván hiện tại trước", "deal")
        if self.finished:
            return self.refunds
        self.finished = True
        self.refunds = list(self.pot_shares)
        for s in range(SEATS):
            self.totals[s] += self.refunds[s]
        if self.pot:
            self.notes.append((len(self.deals) - 1, "the pot goes back to those who paid in", ("option.ga_gop",)))
        self.pot, self.pot_shares = 0, [0] * SEATS
        if self.history:
            self.history[-1] = list(self.totals)
        return self.refunds


def _wins_pot(outcome) -> bool:
    ids = {i.id for i in outcome.result.items}
    chi_bach = "chi" in ids and ({"bach_thu", "bach_thu_chi"} & ids)
    return bool(chi_bach or {"hoa_roi_cua_phat", "ca_loi_san_dinh"} & ids)


__all__ = [
    "record_of",
    "dumps",
    "loads",
    "load_replay",
    "read_record",
    "from_record",
    "Match",
    "MAX_BYTES",
    "CODE",
    "dumps_match",
    "loads_match",
    "MAX_MATCH_BYTES",
]


MATCH_FORMAT = format_name("chan-match", 1)  # "chan-match/1"
MATCH_FIELDS = {"format", "profile", "mode", "options", "seed", "deals"}
MAX_MATCH_BYTES = MAX_BYTES * 2  # a match file (an upload); no count of deals: any saved length loads


def dumps_match(match: Match) -> str:
    """A match as JSON: its options, seed and every deal's record (the finished ones with results)."""
    first = deal_record(match.deals[0] if match.deals else Deal(match.options, seed=match.seed))
    return json.dumps(
        {
            "format": MATCH_FORMAT,
            "profile": first["profile"],
            "mode": first["mode"],
            "options": first["options"],
            "seed": match.seed,
            "deals": [record_of(deal) for deal in match.deals],
        },
        ensure_ascii=False,
    )


def loads_match(text: str | bytes, limit: int = MAX_MATCH_BYTES) -> Match:
    """Rebuild a match by replaying it: each deal must be the one the match would deal next (same
    seed, dealer and Thông) and its actions legal; the running totals and pot are booked again.

    `limit`: the most bytes read (an upload's bound by default; the app's own store passes a larger
    one). A match of any number of deals loads: what guided play saves, it can open again."""
    data = read_json(text, limit=limit, error=lambda en, vi: _bad("file", en, vi))
    if not isinstance(data, dict) or set(data) - MATCH_FIELDS:
        raise _bad("match", f"expected a {MATCH_FORMAT!r} object", f"cần một object {MATCH_FORMAT!r}")
    check_header(data, MATCH_FORMAT, error=NotationError)
    options = _options(data)
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise _bad("seed", "must be an integer", "phải là số nguyên", excerpt(seed))
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise _bad("deals", "must be a list of deals", "phải là danh sách các ván")
    match = Match(options, seed=seed)
    for index, record in enumerate(deals):
        if match.deals and not match.deals[-1].over:
            raise _bad(f"deals[{index}]", "follows an unfinished deal", "đứng sau một ván chưa xong")
        expected = match.new_deal()
        try:
            deal = from_record(record)
        except NotationError as err:
            raise _bad(f"deals[{index}]", str(err), err.text["vi"]) from None
        if (deal.options, deal.seed, deal.dealer, deal.thong, deal.deck) != (
            expected.options,
            expected.seed,
            expected.dealer,
            expected.thong,
            expected.deck,
        ):
            raise _bad(
                f"deals[{index}]", "is not the deal this match deals next", "không phải ván tiếp theo của trận này"
            )
        match.deals[-1] = deal
        if deal.over:
            match.close_deal()
    return match
