"""AppTest: the Sichuan analyser (pages/sichuan_analyser.py) and guided play (pages/sichuan_play.py),
each opened on its own, in both languages."""

import json
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from core.sichuan import RULEBOOK, Deal, make_bots, play, record_of
from ui.glyphs import word_uri
from ui.sichuan.play import PlayState

ROOT = Path(__file__).resolve().parent.parent
ANALYSER = str(ROOT / "pages" / "sichuan_analyser.py")
PLAY = str(ROOT / "pages" / "sichuan_play.py")
NINE_GATES = "1112345678999p"  # missing m: waits on every dot, 1p and 9p with a root


@pytest.fixture(autouse=True)
def match_db(tmp_path, monkeypatch):
    """Every test keeps its saved deals in its own database (ui.store reads CHAN_MATCH_DB)."""
    path = tmp_path / "matches.sqlite3"
    monkeypatch.setenv("CHAN_MATCH_DB", str(path))
    return path


def page(path: str, lang: str = "en", **state) -> AppTest:
    at = AppTest.from_file(path, default_timeout=60)
    at.session_state["lang"] = lang
    for key, value in state.items():
        at.session_state[key] = value
    return at.run()


def texts(elements) -> list[str]:
    return [e.value for e in elements]


def typed(at: AppTest, hand: str, pungs: str = "", kongs: str = "", concealed: str = "") -> AppTest:
    at.text_area(key="_sa_text").set_value(hand)
    at.text_input(key="_sa_pungs").set_value(pungs)
    at.text_input(key="_sa_kongs").set_value(kongs)
    at.text_input(key="_sa_ckongs").set_value(concealed)
    return at.button(key="_sa_apply").click().run()


def missing(at: AppTest, suit: int) -> AppTest:
    return at.radio(key=f"_sa_missing_{at.session_state['lang']}").set_value(suit).run()


def ok(at: AppTest) -> None:
    assert not at.exception, at.exception


# ================================================================ analyser
@pytest.mark.parametrize(
    "lang, title, hint",
    [
        ("en", "Sichuan hand analyser", "Add 13 more tile(s)"),
        ("vi", "Phân tích bài mạt chược Tứ Xuyên", "Thêm 13 quân nữa"),
    ],
)
def test_analyser_renders_in_both_languages(lang, title, hint):
    at = page(ANALYSER, lang)
    ok(at)
    assert at.title[0].value == title
    assert any(hint in text for text in texts(at.info))
    assert not at.error


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_known_hand_shows_its_known_waits(lang):
    at = missing(typed(page(ANALYSER, lang), NINE_GATES), 0)
    ok(at)
    assert not at.error
    frame = at.dataframe[0].value
    assert [cell.split(" · ")[0] for cell in frame.iloc[:, 0]] == [f"{r}p" for r in range(1, 10)]
    fan = frame.iloc[:, 3].tolist()
    assert fan == [3, 2, 2, 2, 2, 2, 2, 2, 3]  # full flush 2, plus a root on 1p and 9p
    unseen = frame.iloc[:, 1].tolist()
    assert unseen == [1, 3, 3, 3, 3, 3, 3, 3, 1]
    assert all(0 < c <= 100 for c in frame.iloc[:, 2])
    success = " ".join(texts(at.success))
    assert "1p, 2p, 3p, 4p, 5p, 6p, 7p, 8p, 9p" in success
    metrics = [m.value for m in at.metric]
    assert metrics[0] == "0" and metrics[1] == "9" and metrics[4] == "8"  # shanten 0, 9 waits, value 8
    info = " ".join(texts(at.info))
    assert ("1p" in info and "8" in info) and ("Ready-hand check" in info or "Kiểm tra bài chờ" in info)
    markdown = " ".join(texts(at.markdown))
    assert "sc.wait.definition" in markdown and "sc-tile" in markdown
    assert RULEBOOK["sc.end.ready_check"].text[lang] in markdown  # the rule text, not only its id
    assert at.get("plotly_chart")


def test_seven_pairs_and_melds_and_not_ready():
    at = missing(typed(page(ANALYSER), "115599m223377s4s"), 1)
    assert [c.split(" · ")[0] for c in at.dataframe[0].value.iloc[:, 0]] == ["4s"]
    assert at.dataframe[0].value.iloc[0, 3] == 2  # seven pairs
    at = typed(missing(at, 2), "345m99m78p", pungs="5p 2m")
    ok(at)
    assert not at.error
    assert [c.split(" · ")[0] for c in at.dataframe[0].value.iloc[:, 0]] == ["6p", "9p"]
    assert "Pung" in " ".join(texts(at.markdown))
    at = typed(at, "1369m112345789p")
    ok(at)
    assert any(w.startswith("Not ready: 2 useful draw(s) from ready") for w in texts(at.warning))
    assert not at.dataframe  # no waits table
    assert "Tiles that bring you closer to ready" in " ".join(texts(at.markdown))
    assert [m.value for m in at.metric][0] == "2"


def test_missing_suit_check_and_flower_pig_warning():
    at = missing(typed(page(ANALYSER), "12335m45667p99p1s3s"), 2)
    ok(at)
    assert any("still hold 2 bamboo (s) tile(s)" in e for e in texts(at.error))
    assert any("only those tiles may be discarded" in w for w in texts(at.warning))
    discards = at.dataframe[0].value
    assert [c.split(" · ")[0] for c in discards.iloc[:, 1]] == ["1s", "3s"]
    assert discards.iloc[:, -1].tolist() == [True, True]


def test_fourteen_tiles_rank_every_discard():
    at = missing(typed(page(ANALYSER), "123m456m78p2399p5m1p"), 2)
    ok(at)
    frame = at.dataframe[0].value
    assert frame.iloc[0, 1].startswith("5m")  # leaves 6p/9p and 1p/9p-style waits
    assert frame.iloc[0, 2] == 0
    assert len(frame) == len(set("123m456m78p2399p5m1p".replace("m", "").replace("p", ""))) or len(frame) > 5
    assert any("Best discard: 5m" in s for s in texts(at.success))


def test_score_a_win_with_self_draw_and_events():
    at = missing(typed(page(ANALYSER), "1112345678999p5p"), 0)
    ok(at)
    assert any("already a winning hand" in s for s in texts(at.success))
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Fan"] == "2" and metrics["Base points"] == "4"  # full flush (win on 5p, no root)
    frame = at.dataframe[1].value  # the fans (after the discards): the Chinese name a picture, no font needed
    assert frame.iloc[0, 0] == "Full flush" and "rule=sc.fan.full_flush&" in frame.iloc[0, 4]  # a link, not the id
    assert frame.iloc[0, 1] == word_uri("清一色")
    at.toggle(key="_sa_self").set_value(True).run()
    markdown = " ".join(texts(at.markdown))
    assert "each of the 3 opponent(s) still playing pays the winner 5" in markdown
    assert "The winner receives 15 in all." in markdown
    at.multiselect(key="_sa_events_en").set_value(["last_tile"]).run()
    assert {m.label: m.value for m in at.metric}["Fan"] == "3"
    # an impossible event: a kong replacement without a kong
    at.multiselect(key="_sa_events_en").set_value(["kong_replacement"]).run()
    ok(at)
    assert any("kong" in e for e in texts(at.error))


@pytest.mark.parametrize(
    "lang, bad, expected",
    [
        ("en", "1112345678999x", "Bad input"),
        ("vi", "1112345678999x", "Nhập sai"),
        ("en", "11111p2345678p", "fifth copy"),
        ("vi", "11111p2345678p", "thứ năm"),
        ("en", "123456789m123456789p", "at most 14"),
    ],
)
def test_bad_input_gives_a_clear_message_and_keeps_the_hand(lang, bad, expected):
    at = missing(typed(page(ANALYSER, lang), NINE_GATES), 0)
    at = typed(at, bad)
    ok(at)
    assert any(expected in e for e in texts(at.error)), texts(at.error)
    assert len(at.session_state["sichuan_analyser"].hand) == 13  # the old hand is kept
    assert at.dataframe  # and still analysed


def test_bad_melds_are_refused():
    at = missing(typed(page(ANALYSER), "345m99m78p"), 2)
    at = typed(at, "345m99m78p", pungs="55p")
    assert any("pung is 3 identical tiles" in e for e in texts(at.error))
    at = typed(at, "345m99m78p", pungs="5s 2m")  # a pung in the missing suit
    assert any("missing suit" in e for e in texts(at.error))
    at = typed(at, "345m99m78p", pungs="5p 2m")
    assert not at.error
    at = missing(at, 1)  # dots missing, but a pung of dots is declared: refused, the radio goes back
    ok(at)
    assert any("missing suit" in e for e in texts(at.error))
    assert at.radio(key="_sa_missing_en").value == 2


def test_examples_undo_clear_and_remove():
    at = page(ANALYSER)
    at.selectbox(key="_sa_example_en").set_value("ex_melds")
    at = at.button(key="_sa_load_example").click().run()
    ok(at)
    assert at.session_state["sichuan_analyser"].melds == [("pung", 13), ("pung", 1)]
    assert at.dataframe  # 13 tiles: waits
    at = at.button(key="_sa_undo").click().run()
    assert len(at.session_state["sichuan_analyser"].hand) == 6
    at.pills(key="_sa_remove_meld").set_value(0).run()
    assert at.session_state["sichuan_analyser"].melds == [("pung", 1)]
    at.pills(key="_sa_remove").set_value(2).run()
    assert 2 not in at.session_state["sichuan_analyser"].hand
    at = at.button(key="_sa_clear").click().run()
    ok(at)
    assert at.session_state["sichuan_analyser"].hand == [] and at.session_state["sichuan_analyser"].melds == []


# ================================================================ guided play
def start(lang: str = "en", pace: str = "instant", seed: int = 1, dealer: int = 0, ai: str = "heuristic") -> AppTest:
    at = page(PLAY, lang, sp_pace=pace)
    at.number_input(key="_sp_seed").set_value(seed)
    at.selectbox(key=f"_sp_dealer_{lang}").set_value(dealer)
    at.selectbox(key=f"_sp_ai_{lang}").set_value(ai)
    return at.button(key="sp_start").click().run()


def action_keys(at: AppTest) -> list[str]:
    return [b.key for b in at.button if b.key and b.key.startswith("sp_act_")]


def play_to_end(at: AppTest, max_clicks: int = 300) -> list[str]:
    """Click the page's own buttons (a win when offered, else the first option, which is the best
    ranked discard on your turn) until the deal ends; returns the keys clicked."""
    clicked = []
    while "sp_next" not in [b.key for b in at.button]:
        ok(at)
        keys = action_keys(at)
        wins = [k for k in keys if "_win_" in k]
        key = wins[0] if wins else (keys[0] if keys else "sp_continue")
        at = at.button(key=key).click().run()
        clicked.append(key)
        assert len(clicked) < max_clicks, "the deal did not end"
    return clicked


@pytest.mark.parametrize("lang, title", [("en", "Sichuan guided play"), ("vi", "Chơi mạt chược Tứ Xuyên có hướng dẫn")])
def test_play_renders_in_both_languages(lang, title):
    at = page(PLAY, lang)
    ok(at)
    assert at.title[0].value == title
    at = start(lang)
    ok(at)
    keys = action_keys(at)
    assert keys == ["sp_act_declare_0", "sp_act_declare_1", "sp_act_declare_2"]
    markdown = " ".join(texts(at.markdown))
    assert "sc.missing.declare" in markdown and 'title="' in markdown  # rule text as a tooltip


@pytest.mark.parametrize("lang, seed, dealer", [("en", 1, 0), ("vi", 7, 2), ("en", 12, 3), ("en", 7, 3)])
def test_deal_advances_to_its_end_through_the_page_buttons(lang, seed, dealer):
    at = start(lang, seed=seed, dealer=dealer)
    clicked = play_to_end(at)
    assert len(clicked) > 5
    deal = at.session_state["sichuan_play"].deal
    assert deal.over and sum(deal.settlement()) == 0
    ok(at)
    # the settlement: every payment as a row, then the totals
    amount = "Amount" if lang == "en" else "Số điểm"
    payments = [df.value for df in at.dataframe if amount in df.value.columns]
    if deal.payments:
        assert payments, "no payment table"
        assert payments[0][amount].tolist() == [p.amount for p in deal.payments]
        assert len(payments[0]) == len(deal.payments)
    totals = at.dataframe[-1].value
    assert totals.iloc[:, -1].tolist() == deal.settlement()
    assert "sp_download" in [b.key for b in at.get("download_button")] or at.get("download_button")
    heading = "The deal is over" if lang == "en" else "Ván đã kết thúc"
    assert heading in texts(at.subheader)
    if (seed, dealer) == (7, 3):  # this deal has you declare a concealed kong, pung a discard and win
        kinds = {key.split("_")[2] for key in clicked if key.startswith("sp_act_")}
        assert {"concealed", "pung", "win"} <= kinds
        assert deal.seats[0].won is not None
        assert any("You WIN on" in m for m in texts(at.markdown))


def test_wall_exhausted_deal_settles_ready_hand_check_and_flower_pigs():
    """Random AI players rarely win: the wall runs out and S7 is settled, every line shown."""
    at = start("en", seed=3, ai="random")
    play_to_end(at)
    deal = at.session_state["sichuan_play"].deal
    assert deal.end_reason == "wall_empty"
    kinds = set(at.dataframe[-2].value.iloc[:, 1]) if deal.payments else set()
    expected = {
        "sc.end.flower_pig": "Flower pig",
        "sc.end.not_ready_pays": "Ready-hand check",
        "sc.end.kong_refund": "Kong refund (not ready)",
    }
    for rule, label in expected.items():
        if any(p.rule == rule for p in deal.payments):
            assert label in kinds
    statuses = " ".join(at.dataframe[-1].value.iloc[:, 1])
    assert "ready on" in statuses or "not ready" in statuses or "flower pig" in statuses
    assert any("The wall is empty" in i for i in texts(at.info))


def test_options_come_with_reasons_and_refusals_and_a_hint():
    at = start("en", seed=1, dealer=0)
    at = at.button(key="sp_act_declare_0").click().run()  # give up characters: they must go first
    ok(at)
    markdown = " ".join(texts(at.markdown))
    assert "Missing suit, a lone tile: it must go first" in markdown
    assert "sc.missing.discard_first" in markdown
    # the refused options, with their reasons; the full text of every rule cited
    assert "discard your missing suit (m) first" in markdown
    assert RULEBOOK["sc.missing.discard_first"].text.en in markdown
    at = at.button(key="sp_hint_button").click().run(timeout=30)
    hint = " ".join(texts(at.info))
    assert hint.startswith("Hint — Discard") and "it must go first" in hint and "(expected " in hint


@pytest.mark.parametrize(
    "lang, head, note",
    [
        ("en", "| Option | Expected points | Verdict | Why |", "Expected points: this deal's settlement"),
        ("vi", "| Nước đi | Điểm kỳ vọng | Đánh giá | Vì sao |", "Điểm kỳ vọng: tiền ván này của bạn"),
    ],
)
def test_the_hint_prices_every_option_in_a_table(lang, head, note):
    at = start(lang, seed=3, dealer=0)
    counts = Deal(seed=3, dealer=0).seats[0].counts()
    suit = next(s for s in range(3) if sum(1 for c in counts[9 * s : 9 * s + 9] if c) != 1)  # a choice follows
    at = at.button(key=f"sp_act_declare_{suit}").click().run()
    ok(at)
    at = at.button(key="sp_hint_button").click().run(timeout=30)
    ok(at)
    table = next(m.value for m in at.markdown if m.value.startswith(head))
    rows = table.split("\n")[2:]
    play = at.session_state["sichuan_play"]
    priced = play.hint_now()
    assert len(rows) == len(priced) == len(play.deal.legal_actions()) >= 2
    assert rows[0].startswith("| ★ ") and sum("★" in r for r in rows) == 1
    assert ":green-badge[" in rows[0] and ("best" if lang == "en" else "tốt nhất") in rows[0]
    assert all(" ± " in r or "| +" in r or "| -" in r for r in rows)
    assert [a.rank for a in priced] == list(range(1, len(priced) + 1)) and priced[0].label == "best"
    assert any(note in c for c in texts(at.caption))
    assert texts(at.info)[0].startswith("Hint — " if lang == "en" else "Gợi ý — ")


def test_vietnamese_play_texts():
    at = start("vi", seed=1, dealer=0)
    at = at.button(key="sp_act_declare_1").click().run()
    markdown = " ".join(texts(at.markdown))
    assert "Đánh" in " ".join(b.label for b in at.button)
    assert "phải đánh chất khuyết (p) trước" in markdown and "Chất khuyết" in markdown


def test_readable_pace_lets_the_ai_move_one_step_at_a_time():
    at = start("en", pace="readable", seed=5, dealer=1)
    ok(at)
    deal = at.session_state["sichuan_play"].deal
    # the dealer is AI 1; the page's timer moves the AI one action per run until it is your turn
    for _ in range(10):
        if deal.to_act == 0:
            break
        before = len(deal.actions)
        at.run()
        ok(at)
        assert len(deal.actions) >= before + 1
    assert deal.to_act == 0
    assert action_keys(at)


def test_watch_a_replay():
    deal = play(Deal(seed=4), make_bots(["heuristic"], 4))
    data = record_of(deal, ["heuristic"] * 4)
    at = page(PLAY, "en", sichuan_play=PlayState(watch=data))
    ok(at)
    assert at.slider(key="_sp_watch_step").value == len(deal.actions)
    assert "The deal is over" in texts(at.subheader)
    assert at.dataframe[-1].value.iloc[:, -1].tolist() == deal.settlement()
    at.slider(key="_sp_watch_step").set_value(10).run()
    ok(at)
    assert "The deal is over" not in texts(at.subheader)
    at = at.button(key="sp_watch_close").click().run()
    assert not at.session_state["sichuan_play"].watch


def test_the_log_and_the_settlement_of_whole_deals_read_in_both_languages():
    """Bot-played deals: every log entry in words, a row per payment, the net row matches the
    settlement (the options' reasons are the coach's: tests/test_sichuan_coach.py)."""
    from ui.sichuan import view

    for seed in range(16):
        deal = play(Deal(seed=seed, dealer=seed % 4), make_bots(["heuristic" if seed % 2 else "random"], seed))
        for lang in ("en", "vi"):
            assert all(view.describe(entry, lang) for entry in deal.log)
            assert len(view.payment_rows(deal, lang)) == len(deal.payments)
            assert [row[list(row)[-1]] for row in view.net_rows(deal, lang)] == deal.settlement()


# ================================================================ guided play: reload, stale clicks, confirm
def _to_discard(at: AppTest) -> AppTest:
    """Declare, then let the AI play until it is your turn to discard."""
    deal = at.session_state["sichuan_play"].deal
    for _ in range(20):
        if deal.to_act == 0 and deal.phase == "turn":
            return at
        keys = action_keys(at)
        at = at.button(key=keys[0] if keys else "sp_continue").click().run()
    raise AssertionError("never our turn to discard")


@pytest.mark.parametrize("lang, words", [("en", "could not be saved just now"), ("vi", "Chưa lưu được ván")])
def test_a_match_store_that_cannot_be_written_warns_and_the_deal_goes_on(tmp_path, monkeypatch, lang, words):
    monkeypatch.setenv("CHAN_MATCH_DB", str(tmp_path))  # a directory: sqlite3 cannot open it
    at = start(lang, seed=9)
    ok(at)
    assert any(words in w.value for w in at.warning) and action_keys(at)
    monkeypatch.setenv("CHAN_MATCH_DB", str(tmp_path / "ok.sqlite3"))
    at = at.button(key=action_keys(at)[0]).click().run()
    ok(at)
    assert not any(words in w.value for w in at.warning) and at.session_state["sichuan_play"].save_error is None


def test_the_deal_is_saved_after_every_move_and_a_fresh_session_on_its_link_continues_it(match_db):
    from core.sichuan import load_replay
    from ui.store import match_store

    at = _to_discard(start("en", seed=9, dealer=1))
    deal = at.session_state["sichuan_play"].deal
    key = at.query_params["match"][0] if isinstance(at.query_params["match"], list) else at.query_params["match"]
    assert key == at.session_state["sichuan_play"].key and match_db.exists()
    saved = load_replay(match_store().load(key))
    assert [a.to_json() for a in saved.actions] == [a.to_json() for a in deal.actions]
    # a reload: a new session on the same link
    again = AppTest.from_file(PLAY, default_timeout=60)
    again.session_state["lang"] = "en"
    again.query_params["match"] = key
    again.run()
    ok(again)
    restored = again.session_state["sichuan_play"].deal
    assert [a.to_json() for a in restored.actions] == [a.to_json() for a in deal.actions]
    assert restored.seed == 9 and restored.dealer == 1 and restored.to_act == 0
    assert sorted(restored.seats[0].hand) == sorted(deal.seats[0].hand)
    assert action_keys(again) == action_keys(at)  # the same options, the deal goes on
    again = again.button(key=action_keys(again)[0]).click().run()
    ok(again)
    assert len(load_replay(match_store().load(key)).actions) == len(again.session_state["sichuan_play"].deal.actions)


def test_a_deal_saved_with_the_old_header_loads_and_is_saved_again_with_the_new_one():
    """A match stored before the header was shared ("sichuan-replay", version 1) continues; the next
    save writes "sichuan-deal/1"."""
    from core.sichuan import load_replay
    from ui.store import match_store

    old = json.loads((ROOT / "tests" / "fixtures" / "sichuan_replay_old_header.json").read_text(encoding="utf-8"))
    assert (old["format"], old["version"]) == ("sichuan-replay", 1)
    unfinished = {k: v for k, v in old.items() if k != "result"}  # as the old writer saved a deal under way

    def cut_at(n: int) -> dict:
        return unfinished | {"actions": old["actions"][:n]}

    def your_discard(n: int) -> bool:
        deal = load_replay(cut_at(n))
        return deal.to_act == 0 and deal.phase == "turn"

    cut = next(n for n in range(5, len(old["actions"])) if your_discard(n))
    body = json.dumps(cut_at(cut))
    assert body.startswith('{"format": "sichuan-replay", "version": 1, "dealer": 0, "seed": 7, "actions": [')
    key = "oldheader12"
    match_store().save(key, "x", body)
    at = AppTest.from_file(PLAY, default_timeout=60)
    at.session_state["lang"] = "en"
    at.query_params["match"] = key
    at.run()
    ok(at)
    deal = at.session_state["sichuan_play"].deal
    assert deal is not None and [a.to_json() for a in deal.actions] == old["actions"][:cut] and deal.to_act == 0
    assert match_store().load(key) == body  # not saved again until something happens
    at = at.button(key=action_keys(at)[0]).click().run()
    ok(at)
    saved = json.loads(match_store().load(key))
    assert saved["format"] == "sichuan-deal/1" and "version" not in saved
    assert saved["actions"][:cut] == old["actions"][:cut] and len(saved["actions"]) > cut


@pytest.mark.parametrize(
    "body",
    [
        '{"format": "sichuan-replay", "version": 1, "seed": 1, "actions": [{"seat": 2, "type": "pung"}]}',
        "not json",
        '{"format": "chan-match/1"}',
    ],
)
def test_a_saved_deal_that_does_not_load_starts_afresh_and_never_overwrites_another_game(body):
    from ui.store import match_store

    key = "otherkey123"
    match_store().save(key, "x", body)
    at = AppTest.from_file(PLAY, default_timeout=60)
    at.session_state["lang"] = "en"
    at.query_params["match"] = key
    at.run()
    ok(at)
    assert at.session_state["sichuan_play"].deal is None and at.button(key="sp_start")
    if "sichuan-replay" in body:
        assert any("could not be loaded" in w for w in texts(at.warning))
    at = at.button(key="sp_start").click().run()
    ok(at)
    if "chan-match" in body:  # another game's match under that key stays as it was
        assert match_store().load(key) == body and at.session_state["sichuan_play"].key != key


def test_new_deal_during_a_deal_asks_first():
    at = start("en", seed=2)
    at = at.button(key="sp_new_ask").click().run()
    ok(at)
    assert any("Throw away the deal in progress" in w for w in texts(at.warning))
    at = at.button(key="sp_new_no").click().run()
    assert at.session_state["sichuan_play"].deal is not None and not at.warning
    at = at.button(key="sp_new_ask").click().run()
    at = at.button(key="sp_new_yes").click().run()
    ok(at)
    assert at.session_state["sichuan_play"].deal is None and at.button(key="sp_start")


def test_a_selected_tile_shows_what_it_leaves_and_the_discard_button_confirms_it():
    at = _to_discard(start("en", seed=1, dealer=0))
    deal = at.session_state["sichuan_play"].deal
    assert at.button(key="sp_confirm_none").disabled  # nothing selected yet
    legal = [a.tile for a in deal.legal_actions() if a.type == "discard"]
    kind = legal[-1]
    at.session_state["sichuan_play"].selected = (len(deal.actions), kind)  # what a first tap on the tile does
    at.run()
    ok(at)
    button = at.button(key="sp_confirm")
    from core.sichuan.tiles import CODE

    assert button.label == f"Discard {CODE[kind]}"
    markdown = " ".join(texts(at.markdown))
    assert "sc-select-leaves" in markdown and ("step(s) from ready" in markdown or "ready on" in markdown)
    n = len(deal.actions)
    at = button.click().run()
    ok(at)
    assert deal.actions[n].to_json() == {"seat": 0, "type": "discard", "tile": CODE[kind]}


def test_a_stale_selection_or_a_one_tap_setting_shows_no_confirm_button():
    at = _to_discard(start("en", seed=1, dealer=0))
    deal = at.session_state["sichuan_play"].deal
    kind = next(a.tile for a in deal.legal_actions() if a.type == "discard")
    at.session_state["sichuan_play"].selected = (len(deal.actions) - 1, kind)  # selected at an earlier decision
    at.run()
    assert at.button(key="sp_confirm_none").disabled
    at.toggle(key="_sp_one_tap_en").set_value(True).run()
    ok(at)
    assert not [b for b in at.button if b.key in ("sp_confirm", "sp_confirm_none")]
    assert any("Tap a tile to discard it" in m for m in texts(at.markdown))


def test_the_table_shows_the_last_action_and_frames_the_seat_to_act():
    at = _to_discard(start("en", seed=1, dealer=1))
    deal = at.session_state["sichuan_play"].deal
    markdown = " ".join(texts(at.markdown))
    from ui.sichuan.view import describe

    last = next(
        e
        for e in reversed(deal.log)
        if e.kind in ("discard", "claim", "declare", "added_kong", "concealed_kong", "win")
        and not (e.kind == "claim" and e.other == "pass")
    )
    assert f"Last: {describe(last, 'en')}" in markdown
    assert ".st-key-sp_seat_0 { border: 2px solid" in markdown  # you are to act
    if last.kind == "discard":  # the last discard is ringed in its seat's discard row
        row = markdown[markdown.index(f"sc-discards seat-{last.seat}") :]
        row = row[: row.index("</div>")]
        assert row.count('data-selected="true"') == 1
