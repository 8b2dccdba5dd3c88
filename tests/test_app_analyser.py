"""AppTest: the Hand analyser (pages/analyser.py) opened on its own, in both languages."""

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from core.chan.cards import CODE, parse_cards

ROOT = Path(__file__).resolve().parent.parent
PAGE = str(ROOT / "pages" / "analyser.py")
KNOWN = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"  # waits 3v (chắn), 3s and 3n (cạ)
BACH_THU = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7v 7s 8v 8s 9v 9n 2s 2n 3v"  # five chắn, four cạ, a lone 3v
WIN_20 = KNOWN + " 3n"  # 3n completes the cạ 3v 3n: a win (Tôm 3v 3s 7n)


def page(lang="en", **params) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=30)
    at.session_state["lang"] = lang
    for name, value in params.items():
        at.query_params[name] = value
    return at.run()


def state(at: AppTest):
    """The page's state (ui.chan.analyser.AnalyserState): the committed hand, exposed pairs, seen cards, stock."""
    return at.session_state["analyser"]


def typed(at: AppTest, hand: str) -> AppTest:
    """Submit the notation form with `hand`."""
    at.text_area(key="_an_hand_text").set_value(hand)
    return at.button(key="_an_apply").click().run()


def detail(at: AppTest):
    """The waits table with every column (under the compact one)."""
    return next(d.value for d in at.dataframe if "Unseen" in d.value.columns or "Chưa thấy" in d.value.columns)


def texts(elements) -> list[str]:
    return [e.value for e in elements]


def wait_rows(at: AppTest, lang="en") -> list[tuple[str, str]]:
    frame = at.dataframe[0].value
    card, kind = ("Card", "Kind") if lang == "en" else ("Lá", "Kiểu chờ")
    return [(row[card].split(" · ")[0], row[kind]) for _, row in frame.iterrows()]


@pytest.mark.parametrize(
    "lang, title, hint", [("en", "Hand analyser", "Still to add: 19"), ("vi", "Phân tích bài", "Còn thiếu 19 lá")]
)
def test_renders_empty_in_both_languages(lang, title, hint):
    at = page(lang)
    assert not at.exception
    assert at.title[0].value == title
    assert any(hint in text for text in texts(at.info))
    assert not at.error


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_known_hand_shows_its_waits(lang):
    at = typed(page(lang), KNOWN)
    assert not at.exception and not at.error
    kinds = {"en": ("ù rộng, by chắn", "ù rộng, by cạ"), "vi": ("ù rộng, thành chắn", "ù rộng, thành cạ")}[lang]
    assert wait_rows(at, lang) == [("3v", kinds[0]), ("3s", kinds[1]), ("3n", kinds[1])]
    assert any("3v, 3s, 3n" in text for text in texts(at.success))
    # chances: a progress column in percent; the plotly chart of the chances is drawn
    chances = at.dataframe[0].value.iloc[:, -1].tolist()
    assert all(0 < c <= 100 for c in chances)
    assert at.get("plotly_chart")
    # grouping, counts, the Bạch thủ check, the assumption and the cited rules
    assert [m.value for m in at.metric][:3] == ["6", "3", "3"]
    assert any("bạch thủ" in text.lower() for text in texts(at.info))
    captions = " ".join(texts(at.caption))
    assert "23" in captions and ("uniform random" in captions or "ngẫu nhiên đều" in captions)
    markdown = " ".join(texts(at.markdown))
    assert "chan-groups" in markdown
    assert "/rules?rule=win.u_rong" in markdown


def test_bach_thu_hand_shows_the_bach_thu_check():
    at = typed(page(), BACH_THU)
    assert wait_rows(at) == [("3v", "bạch thủ")]
    assert any("Bạch thủ check: yes" in text and "3v" in text for text in texts(at.success))
    assert bool(detail(at)["Bạch thủ"].iloc[0]) is True
    assert "/rules?rule=win.bach_thu" in " ".join(texts(at.markdown))


def test_not_ready_hand_gives_the_reason():
    at = typed(page(), "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 8v 8s 9v 9n 2s 2n 3v 4v")
    assert not at.exception
    assert any(text.startswith("Not ready:") and "loose ends" in text for text in texts(at.warning))
    assert not at.dataframe  # no waits table


def test_cho_chi_rong_is_warned():
    at = typed(page(), "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n cc 8v 8s 9v 9n 2s 3v")
    assert not at.error and any("chờ chi rộng" in text for text in texts(at.warning))
    assert "/rules?rule=win.cho_chi_rong" in " ".join(texts(at.markdown))


def test_twenty_cards_rank_every_discard():
    hand = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v 4v"
    at = typed(page(), hand)
    assert not at.exception and not at.error
    frame = at.dataframe[0].value
    discards = [cell.split(" · ")[0] for cell in frame["Discard"]]
    assert sorted(discards) == sorted({CODE[f] for f in parse_cards(hand)})
    # throwing the lone 4v or the lone 3v leaves three waits each at the same 96 %; keeping 3v keeps a
    # Tôm (3v 3s 7n), so a win after discarding 4v pays more: 4v is ranked first
    assert discards[:2] == ["4v", "3v"]
    assert frame["#"].tolist()[:2] == ["1", "2"]
    assert frame["Chance"].iloc[0] == frame["Chance"].iloc[1]
    assert frame["Waits left"].iloc[0] == "3v (chắn, 5), 3s (cạ, 4), 3n (cạ, 4)"
    assert frame["Waits left"].iloc[1] == "4v (chắn, 2), 4s (cạ, 2), 4n (cạ, 2)"
    assert any("Best discard: **4v**" in text for text in texts(at.success))
    # cardavia forbids breaking a chắn (000 §3): those discards are marked, not ranked, and come last
    rows = frame.set_index(frame["Discard"].str.split(" · ").str[0])
    assert rows.loc["2v", "#"] == "—" and rows.loc["2v", "Allowed"].startswith("✗")
    assert "break" in rows.loc["2v", "Allowed"]
    assert "4v (bạch thủ, 5)" in frame["Waits left"].tolist()  # discarding a 3s breaks a chắn: bạch thủ
    assert rows.loc["3s", "#"] == "—"
    assert all(mark.startswith("✓") for mark in frame["Allowed"].iloc[:8])
    assert any("Not allowed under this profile" in text and "2v" in text for text in texts(at.info))


def test_twenty_cards_under_traditional_rank_breaking_a_chan_too():
    at = page()
    at.session_state["profile"] = "traditional"
    at = typed(at.run(), "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v 4v")
    frame = at.dataframe[0].value
    assert all(mark == "✓" for mark in frame["Allowed"]) and "—" not in frame["#"].tolist()


def test_waits_show_what_they_pay():
    at = typed(page(), KNOWN)
    assert at.dataframe[0].value["Điểm"].tolist() == [5, 4, 4]  # in the compact table too
    frame = detail(at)
    # 3v makes a chắn and keeps the Tôm 3v 3s 7n; Chì adds one dịch
    assert frame["Pays (điểm)"].tolist() == [5, 4, 4]
    assert frame["If chì"].tolist() == [6, 5, 5]
    assert "Tôm" in frame["Main cước"].iloc[0]
    assert "5 điểm" in " ".join(texts(at.markdown))


def test_twenty_card_win_is_scored_with_the_last_card_as_winning_card():
    at = typed(page(), WIN_20)
    assert not at.exception
    assert at.selectbox[0].value == parse_cards("3n")[0]  # the last card added
    assert [m.value for m in at.metric][0] == "4"  # Tôm 4
    assert any("Tôm" in text for text in texts(at.success))
    # another winning card, and an event
    at.selectbox[0].set_value(parse_cards("3v")[0]).run()
    at.button_group(key="_an_events_cardavia").set_value(["chi"]).run()
    assert not at.exception
    assert [m.value for m in at.metric][0] == "5"  # Tôm 4 + Chì's dịch 1


@pytest.mark.parametrize(
    "bad, message",
    [
        ("2v 2v xx", "'xx' (card 3): unknown card"),
        ("2v 2v 2v 2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n", "a fifth copy of 2v"),
        ("2v 2v 3s", "the holding has 3 cards"),
    ],
)
def test_bad_input_shows_a_message_and_keeps_the_holding(bad, message):
    at = typed(page(), KNOWN)
    at = typed(at, bad)
    assert not at.exception
    assert any(message in text for text in texts(at.error)), texts(at.error)
    assert state(at).hand == parse_cards(KNOWN)
    assert wait_rows(at)[0] == ("3v", "ù rộng, by chắn")
    assert at.query_params["hand"] == KNOWN


def test_bad_input_message_in_vietnamese():
    at = typed(page("vi"), "2v 2v xx")
    assert any(text.startswith("Nhập sai: 'xx' (lá thứ 3)") for text in texts(at.error))


def test_query_params_restore_a_shared_holding():
    at = page(hand="2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s", exposed="3v 3v", seen="2n 2n", stock="10")
    assert not at.exception and not at.error
    assert state(at).exposed == ((parse_cards("3v")[0],) * 2,)
    assert state(at).stock == 10
    assert at.text_input(key="_an_exposed_text").value == "3v 3v"
    assert at.text_input(key="_an_seen_text").value == "2n 2n"
    assert at.number_input(key="_an_stock").value == 10
    # 17 cards in hand + the exposed chắn 3v 3v: a lone 2s, so 2s (chắn), 2v and 2n (cạ)
    assert wait_rows(at) == [("2v", "ù rộng, by cạ"), ("2s", "ù rộng, by chắn"), ("2n", "ù rộng, by cạ")]
    assert detail(at)["Unseen"].tolist() == [2, 3, 2]  # two 2n seen elsewhere
    assert "10 cards in the stock" in " ".join(texts(at.caption))


def test_a_bad_shared_link_starts_empty_with_a_message():
    at = page(hand="2v 2v 2v 2v 2v")
    assert any("shared link" in text and "fifth copy" in text for text in texts(at.error))
    assert state(at).hand == []


def test_changes_are_written_to_the_query_string():
    at = typed(page(), KNOWN)
    at.text_input(key="_an_exposed_text").set_value("").run()
    at.number_input(key="_an_stock").set_value(12).run()
    assert at.query_params["stock"] == "12"
    at.text_input(key="_an_seen_text").set_value("3n").run()
    assert at.query_params["seen"] == "3n"
    row = detail(at).set_index("Card").filter(like="3n", axis=0)
    assert row["Unseen"].iloc[0] == 3  # one of the four 3n is seen elsewhere


def test_picking_cards_one_by_one():
    """The picker's callback appends a face; AppTest sets the same state directly."""
    at = page()
    faces = parse_cards(KNOWN)
    for n in (5, 18, 19):
        state(at).hand = faces[:n]
        at.run()
        assert not at.exception
    assert wait_rows(at)[0][0] == "3v"
    at.pills(key="_an_remove").set_value(parse_cards("2v")[0]).run()
    assert state(at).hand.count(parse_cards("2v")[0]) == 1
    at.button(key="_an_clear").click().run()
    assert state(at).hand == []
    assert "hand" not in at.query_params


def test_undo_takes_back_the_last_change_whatever_it_was():
    at = typed(page(), KNOWN)
    two_v = parse_cards("2v")[0]
    at.pills(key="_an_remove").set_value(two_v).run()  # take a 2v out
    assert state(at).hand.count(two_v) == 1
    at.button(key="_an_undo").click().run()  # the 2v comes back, no other card goes
    assert sorted(state(at).hand) == sorted(parse_cards(KNOWN))
    at.button(key="_an_clear").click().run()
    at.button(key="_an_undo").click().run()  # a clear is undone too
    assert sorted(state(at).hand) == sorted(parse_cards(KNOWN))
    at.button(key="_an_undo").click().run()  # and the typed hand: back to empty
    assert state(at).hand == []
    assert at.button(key="_an_undo").disabled


def test_undo_after_a_deal_restores_the_hand_before_it():
    at = typed(page(), KNOWN)
    at.button(key="_an_deal_20").click().run()
    assert len(state(at).hand) == 20
    at.button(key="_an_undo").click().run()
    assert state(at).hand == parse_cards(KNOWN)


WITH_EXPOSED = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 3v 3v"  # 3v 3v to be exposed: waits 2v 2s 2n


@pytest.mark.parametrize("order", ["hand first", "exposed first"])
def test_exposed_pairs_in_either_order(order):
    at = page()
    if order == "hand first":  # all 19 cards typed, then the exposed pair marked
        at = typed(at, WITH_EXPOSED)
        at.text_input(key="_an_exposed_text").set_value("3v 3v").run()
    else:  # the exposed pair marked, then all 19 cards typed (the pair included)
        at.text_input(key="_an_exposed_text").set_value("3v 3v").run()
        at = typed(at, WITH_EXPOSED)
    assert not at.error, texts(at.error)
    assert state(at).exposed == ((parse_cards("3v")[0],) * 2,)
    assert len(state(at).hand) == 17
    assert [card for card, _ in wait_rows(at)] == ["2v", "2s", "2n"]


def test_a_bad_paste_says_the_analysis_is_of_the_previous_hand():
    at = typed(page(), KNOWN)
    assert not at.warning
    at = typed(at, "2v 2v xx")
    assert at.error
    assert any("was not analysed" in w.value and "2v 2v 3s" in w.value for w in at.warning)
    assert at.text_area(key="_an_hand_text").value == "2v 2v xx"  # the typed text stays to fix
    at = typed(at, KNOWN)
    assert not at.warning and not at.error


def test_the_address_changes_once_per_hand_not_per_card():
    # every change of the query string is a browser history entry: a card tapped in or out on the
    # way to a hand writes nothing; the whole hand writes once, with the language and the profile
    at = typed(page(), KNOWN)
    assert at.query_params["hand"] == KNOWN
    assert at.query_params["lang"] == "en" and at.query_params["profile"] == "cardavia"
    for code in ("2v", "3s", "4n"):
        at.pills(key="_an_remove").set_value(parse_cards(code)[0]).run()
        assert at.query_params["hand"] == KNOWN
    assert len(state(at).hand) == 16
    at.button(key="_an_clear").click().run()
    assert "hand" not in at.query_params


def test_back_and_forward_show_the_hand_in_the_address():
    at = typed(page(), KNOWN)
    at = typed(at, BACH_THU)
    assert at.query_params["hand"] == BACH_THU
    at.query_params["hand"] = KNOWN  # what the browser's back button does to a running session
    at.run()
    assert state(at).hand == parse_cards(KNOWN)
    assert wait_rows(at)[0] == ("3v", "ù rộng, by chắn")


def test_exposed_pairs_count_towards_the_holding_and_bad_ones_are_refused():
    at = page()
    at.text_input(key="_an_exposed_text").set_value("3v 3v").run()
    assert not at.error
    at = typed(at, "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s")  # 17 + 2 exposed = 19
    assert not at.error and len(wait_rows(at)) == 3
    assert "exposed" in " ".join(texts(at.markdown))  # the exposed group is drawn as such
    at.text_input(key="_an_exposed_text").set_value("2n 3n").run()  # not a pair
    assert any("exposed pair 1 is neither" in text for text in texts(at.error))
    assert state(at).exposed == ((parse_cards("3v")[0],) * 2,)
    assert at.text_input(key="_an_exposed_text").value == "3v 3v"  # the field shows what is analysed
    at.text_input(key="_an_exposed_text").set_value("3v 3v; 4v 4v").run()  # 21 cards
    assert any("21 cards" in text and "at most 20" in text for text in texts(at.error))
    assert len(wait_rows(at)) == 3


def test_seen_cards_may_not_make_a_fifth_copy():
    at = typed(page(), KNOWN)
    at.text_input(key="_an_seen_text").set_value("2v 2v 2v").run()
    assert any("fifth copy of 2v" in text for text in texts(at.error))
    assert state(at).seen == []


def test_a_lone_chi_chi_beside_six_chan_is_said_once_as_a_warning():
    """Chờ chi rộng is about the hand, not a wrong input: one warning (the not-ready reason), no error.
    A random 19-card deal can hold it, and the page once drew it twice, once as an error."""
    at = typed(page(), "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n cc 8v 8s 9v 9n 2s 2n")
    assert not at.error
    assert sum("can never win" in text for text in texts(at.warning)) == 1


@pytest.mark.parametrize("button, size", [("_an_deal_19", 19), ("_an_deal_ready", 19), ("_an_deal_20", 20)])
def test_random_deals(button, size):
    at = page()
    at.button(key=button).click().run()
    assert not at.exception and not at.error
    assert len(state(at).hand) == size
    if button == "_an_deal_ready":
        assert at.dataframe and any(text.startswith("Ready!") for text in texts(at.success))
    if size == 20:
        assert "Discard" in at.dataframe[-1].value.columns


def test_sessions_are_isolated():
    first = typed(page(), KNOWN)
    second = page()
    assert state(second).hand == []
    assert state(first).hand == parse_cards(KNOWN)


# ---------------------------------------------------------------- the pure, cached analysis

from hypothesis import (  # noqa: E402
    given,
    settings,
    strategies as hs,  # noqa: E402
)

from core.chan.analysis import analyse_discards, analyse_waits  # noqa: E402
from core.chan.cards import FACES, counts_of, full_deck  # noqa: E402
from core.chan.holding import Holding  # noqa: E402
from ui.chan import analysis  # noqa: E402


@settings(max_examples=60, deadline=None)
@given(hs.permutations(full_deck()), hs.sampled_from([5, 18, 19, 20]), hs.integers(0, 30), hs.integers(0, 6))
def test_analyse_matches_the_core(deck, size, stock, n_seen):
    hand, seen = deck[:size], deck[size : size + n_seen]
    data = analysis.analyse(tuple(counts_of(hand)), (), tuple(counts_of(seen)), stock)
    holding = Holding.from_faces(hand)
    report = analyse_waits(holding, counts_of(seen), stock)
    assert data["size"] == size
    assert sum(len(faces) for _, faces, _ in data["groups"]) == size
    assert [w["card"] for w in data["waits"]] == [w.card for w in report.waits]
    assert all(0 <= w["chance"] <= 1 and w["unseen"] >= 0 for w in data["waits"])
    if size == 20:
        assert sorted(d["face"] for d in data["discards"]) == sorted(set(hand))
        assert [d["card"] for d in data["discards"]] == [
            o.card for o in analyse_discards(holding, counts_of(seen), stock)
        ]
        assert [d["rank"] for d in data["discards"]] == list(range(1, len(data["discards"]) + 1))
    else:
        assert data["discards"] == []
    assert FACES == 25


def test_a_random_ready_hand_is_always_ready():
    at = page()
    for _ in range(15):
        at.button(key="_an_deal_ready").click().run()
        assert any(text.startswith("Ready!") for text in texts(at.success))


CHI_CHI_BACH_THU = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7v 7s 8v 8s 9v 9n 2s 2n cc"  # 5 chắn, 4 cạ, a lone cc
CHO_CHI_RONG = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n cc"  # six chắn and a lone cc


@pytest.mark.parametrize("profile, name", [("traditional", "bạch thủ chi"), ("cardavia", "bạch thủ")])
def test_a_chi_chi_bach_thu_wait_is_named_by_the_profile(profile, name):
    at = page()
    at.session_state["profile"] = profile
    at = typed(at.run(), CHI_CHI_BACH_THU)
    assert wait_rows(at) == [("cc", name)]
    assert any(("Bạch thủ chi" in text) == (profile == "traditional") for text in texts(at.success))


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
def test_cho_chi_rong_cites_rules_of_the_profile(profile):
    at = page()
    at.session_state["profile"] = profile
    at = typed(at.run(), CHO_CHI_RONG)
    assert not at.error and any("chờ chi rộng" in text for text in texts(at.warning))
    markdown = " ".join(texts(at.markdown))
    assert "/rules?rule=win.cho_chi_rong" in markdown
    assert ("error.A6" in markdown) == (profile == "traditional")


def test_one_wait_is_not_waits():
    at = typed(page(), BACH_THU)
    assert any("1 wait:" in text for text in texts(at.success))
    assert not any("1 waits" in text for text in texts(at.success))


def test_names_without_diacritics_are_accepted_where_unambiguous():
    plain = KNOWN.replace("3s 3s", "tam sach, tam sach").replace("2s", "nhi sach").replace("9n", "cuu văn")
    at = typed(page("vi"), plain)
    assert not at.error, texts(at.error)
    assert sorted(state(at).hand) == sorted(parse_cards(KNOWN))
    at = typed(at, "nhi van")
    assert any("'van' không dấu" in text and "vạn (2v) hoặc văn (2n)" in text for text in texts(at.error))
    at = typed(at, "2v 2v xx")
    assert any("tên đầy đủ (nhị vạn" in text for text in texts(at.error))  # the error says full names work
