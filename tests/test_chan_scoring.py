"""Scoring (D7–D13): every cước in both profiles, the three worked examples, gà, 4-11."""

from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from chan_brute import brute_bach_thu, brute_win
from core.chan.analysis import wait_kinds
from core.chan.cards import CC, LEO, RED_FACES, TOM, NotationError, face_of, parse_card
from core.chan.generate import random_ready
from core.chan.holding import Holding, exposed_kind
from core.chan.profiles import EVENTS, GA_OPTIONS, PROFILES
from core.chan.scoring import WinFacts, score, win_facts, win_score

V5 = face_of(5, 0)

# 19 cards before the win
U_RONG = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"  # 1 Tôm with 3n, 2 with 3v
PLAIN = "2v 2v 4s 4s 4n 4n 5v 5v 6s 6s 6n 6n 8v 8s 9v 9n 2s 2n 7v"  # win 7v: no cước
CHIU_BACH_THU = "5n 5n 5n 3v 3v 3s 3s 7n 7n cc cc 9v 9n 8s 8n 4v 4s 6v 6s"  # win 5n
BACH_THU_CHI = "9v 9v 8s 8s 2n 2n 4n 4n 6n 6n 8v 8n 9s 9n 3v 3s 5v 5s cc"  # win cc: 2 Lèo, Tám đỏ
ALL_BLACK = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 2s 2n 3v 3n 4v 4s 6v 6n 7n"  # win 7n
KINH = "cc cc cc 2v 2v 3s 3s 4n 4n 5v 5v 2s 2n 6v 6s 7v 7n 4v 4s"  # win cc
TEN_CHAN = "2v 2v 3v 3v 4v 4v 5v 5v 6v 6v 7v 7v 2s 2s 3s 3s 4s 4s 5s"  # win 5s
HOA_ROI = ("3s 3s 4n 4n 6s 6s 7n 7n 8v 8s 9v 9n 6v 6n 4v 4s 2v", ["5v 5v"])  # win 2v
CA_LOI = ("3s 3s 4n 4n 6s 6s 7n 7n 9v 9n 6v 6n 4v 4s 2s 2n 8v", ["5v 5v"])  # win 8v


def run(hand, win, profile="cardavia", events=(), exposed=(), **kw):
    holding = Holding.parse(hand, exposed, sizes=(19, 20))
    return score(holding, parse_card(win) if win else None, events, profile, **kw)


def items(result):
    return {i.id: (i.count, i.points, i.dich) for i in result.items}


# the worked examples of the documents ----------------------------------------------


def test_example_000_chi_and_one_tom_is_5():
    # 000 §4: Tôm's 4 plus Ù chì's dịch of 1
    r = run(U_RONG, "3n", "cardavia", ["chi"])
    assert r.win and r.total == 5 and r.main == "tom"
    assert items(r) == {"tom": (1, 4, 1), "chi": (1, 3, 1)}
    assert r.payments == {"winner": 15, "each_loser": -5, "four_eleven": False}


def test_example_003_chiu_u_bach_thu_two_tom_leo_is_9():
    # 003 §V: Chíu ù, Bạch thủ, 2 Tôm, Lèo = 9 (D9 takes Lèo 5 as main; the total is the same)
    r = run(CHIU_BACH_THU, "5n", "traditional", ["chiu_u"])
    assert items(r) == {"chiu_u": (1, 3, 1), "tom": (2, 4, 1), "leo": (1, 5, 2), "bach_thu": (1, 4, 1)}
    assert r.total == 9 and r.main == "leo"


def test_example_003_ga_is_31():
    # 003 §V: Chì bạch thủ chi, Tám đỏ, 2 Lèo; 3 gà (Tám đỏ, Chì bạch thủ, Bạch thủ chi) = 31
    r = run(BACH_THU_CHI, "cc", "traditional", ["chi"], ga=["tam_do", "bach_thu_chi", "chi_bach_thu"])
    assert items(r) == {
        "chi": (1, 3, 1),
        "leo": (2, 5, 2),
        "bach_thu_chi": (1, 6, 3),
        "tam_do": (1, 8, 5),
        "ga": (3, 5, 0),
    }
    assert r.total == 31 and r.main == "tam_do" and r.ga == 3
    assert "31" in r.sentence.en and "31" in r.sentence.vi


# each cước ------------------------------------------------------------------------------


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
def test_xuong_is_two(profile):
    r = run(PLAIN, "7v", profile)
    assert r.total == 2 and r.main == "xuong" and items(r) == {"xuong": (1, 2, 0)}
    assert "score.xuong" in r.rules


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
def test_two_tom_counted_per_set(profile):
    r = run(U_RONG, "3v", profile)
    assert items(r) == {"tom": (2, 4, 1)} and r.total == 5 and "score.sets" in r.rules


def test_bach_thu_and_bach_dinh_and_tom():
    r = run(ALL_BLACK, "7n", "cardavia")
    assert items(r) == {"bach_thu": (1, 4, 1), "bach_dinh": (1, 7, 4), "tom": (1, 4, 1)}
    assert r.total == 7 + 1 + 1 and r.main == "bach_dinh"


def test_bach_thu_chi_by_profile():
    trad = run(KINH, "cc", "traditional")
    assert items(trad) == {"bach_thu_chi": (1, 6, 3), "kinh_tu_chi": (1, 12, 9)} and trad.total == 15
    card = run(KINH, "cc", "cardavia")  # D6: cardavia scores a Chi chi bạch thủ as Bạch thủ
    assert items(card) == {"bach_thu": (1, 4, 1), "kinh_tu_chi": (1, 12, 9)} and card.total == 13


def test_thap_thanh_cardavia_sums_traditional_does_not():
    card = run(TEN_CHAN, "5s", "cardavia")
    assert items(card) == {"thap_thanh": (1, 12, 9), "bach_dinh": (1, 7, 4)}
    assert card.total == 12 + 7 and "score.thap_thanh_sum" in card.rules
    trad = run(TEN_CHAN, "5s", "traditional")
    assert trad.total == 12 + 4 and "score.thap_thanh_sum" not in trad.rules


def test_hoa_roi_cua_phat_replaces_chi_and_bach_thu():
    hand, exposed = HOA_ROI
    r = run(hand, "2v", "traditional", ["chi"], exposed)
    assert items(r) == {"hoa_roi_cua_phat": (1, 20, 17)} and r.total == 20
    # without chì it is a plain Bạch thủ; in cardavia there is no such cước
    assert items(run(hand, "2v", "traditional", [], exposed)) == {"bach_thu": (1, 4, 1)}
    assert items(run(hand, "2v", "cardavia", ["chi"], exposed)) == {"chi": (1, 3, 1), "bach_thu": (1, 4, 1)}


def test_ca_loi_san_dinh():
    hand, exposed = CA_LOI
    r = run(hand, "8v", "traditional", ["chi", "thong"], exposed)
    assert items(r) == {"ca_loi_san_dinh": (1, 20, 17), "thong": (1, 3, 1)} and r.total == 21


@pytest.mark.parametrize("event, points, dich", [("chi", 3, 1), ("thien_khai", 5, 2), ("bon", 5, 2)])
def test_cardavia_events(event, points, dich):
    r = run(PLAIN, "7v", "cardavia", [event])
    assert items(r) == {event: (1, points, dich)} and r.total == points


@pytest.mark.parametrize("event", ["chi", "dia_u", "thong", "u_bon", "bon", "chiu", "thien_khai"])
def test_traditional_events_are_3_1(event):
    r = run(PLAIN, "7v", "traditional", [event])
    assert items(r) == {event: (1, 3, 1)} and r.total == 3


def test_chiu_u_cardavia_is_5_2_and_needs_a_triple():
    r = run(CHIU_BACH_THU, "5n", "cardavia", ["chiu_u"])
    assert items(r)["chiu_u"] == (1, 5, 2)
    with pytest.raises(NotationError):
        run(PLAIN, "7v", "cardavia", ["chiu_u"])


def test_events_add_dich_to_the_main():
    r = run(U_RONG, "3n", "traditional", ["chi", "dia_u", "thong"])
    assert r.main == "tom" and r.total == 4 + 1 + 1 + 1


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
def test_thien_u_dealer_twenty_cards(profile):
    r = run(PLAIN + " 7v", None, profile, ["thien_u"])
    assert r.win and items(r) == {"thien_u": (1, 3, 1)} and r.total == 3


def test_event_errors():
    with pytest.raises(NotationError, match="no such event"):
        run(PLAIN, "7v", "cardavia", ["thong"])
    with pytest.raises(NotationError, match="unknown event"):
        run(PLAIN, "7v", "cardavia", ["tom"])
    with pytest.raises(NotationError, match="twice"):
        run(PLAIN, "7v", "traditional", ["chi", "chi"])
    with pytest.raises(NotationError, match="no winning card"):
        run(PLAIN, "7v", "traditional", ["thien_u"])
    with pytest.raises(NotationError, match="thien_u"):
        score(Holding.parse(PLAIN), None)


def test_not_a_win():
    r = run(PLAIN, "9s")
    assert not r.win and r.total == 0 and "not a win" in r.sentence.en and "chưa ù" in r.sentence.vi
    chi_rong = run("2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n cc", "cc")
    assert not chi_rong.win and "Chi chi" in chi_rong.sentence.en


# gà and 4-11 (traditional options) ----------------------------------------------------


@pytest.mark.parametrize(
    "options, ga",
    [
        (["bach_dinh"], 1),
        (["bach_dinh_tom"], 1),
        (["chi_bach_thu"], 1),
        (["chi_bach_thu_2"], 2),
        (["bach_dinh", "chi_bach_thu_2"], 3),
        (["tam_do"], 0),
        (["thap_thanh"], 0),
    ],
)
def test_ga_options(options, ga):
    r = run(ALL_BLACK, "7n", "traditional", ["chi"], ga=options)
    base = 7 + 1 + 1 + 1  # Bạch định + dịch of Bạch thủ, Tôm, Chì
    assert r.ga == ga and r.total == base + 5 * ga


def test_ga_thap_thanh_kinh_u_bon():
    assert run(TEN_CHAN, "5s", "traditional", ga=["thap_thanh"]).ga == 1
    assert run(KINH, "cc", "traditional", ga=["kinh_tu_chi", "bach_thu_chi"]).ga == 2
    assert run(ALL_BLACK, "7n", "traditional", ["u_bon"], ga=["u_bon_bach_thu"]).ga == 1
    assert run(U_RONG, "3n", "traditional", ["u_bon"], ga=["u_bon_bach_thu"]).ga == 0


def test_ga_and_four_eleven_are_traditional_only():
    with pytest.raises(NotationError, match="traditional"):
        run(ALL_BLACK, "7n", "cardavia", ga=["bach_dinh"])
    with pytest.raises(NotationError, match="traditional"):
        run(ALL_BLACK, "7n", "cardavia", four_eleven=True)
    with pytest.raises(NotationError, match="unknown gà option"):
        run(ALL_BLACK, "7n", "traditional", ga=["bogus"])


def test_four_eleven():
    low = run(PLAIN, "7v", "traditional", four_eleven=True)
    assert low.total == 2 and low.payments == {"winner": -33, "each_loser": 11, "four_eleven": True}
    assert "option.four_eleven" in low.rules and "4-11" in low.sentence.en
    high = run(U_RONG, "3n", "traditional", four_eleven=True)
    assert high.total == 4 and high.payments["winner"] == 12


def test_sentence_names_main_and_dich():
    r = run(U_RONG, "3n", "cardavia", ["chi"])
    assert "Tôm" in r.sentence.en and "Chì 1" in r.sentence.en and r.sentence.en.endswith("= 5.")
    assert r.sentence.vi.startswith("Cước chính Tôm")


# properties -------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(sorted(PROFILES)), st.data())
def test_every_win_scores_at_least_two_and_payments_balance(rng, profile, data):
    holding, _ = random_ready(rng)
    allowed = sorted(e for e in PROFILES[profile].events if e not in ("thien_u", "chiu_u"))
    events = data.draw(st.lists(st.sampled_from(allowed), unique=True, max_size=3))
    for face, _ in wait_kinds(holding):
        r = score(holding, face, events, profile)
        assert r.win and r.total >= 2
        assert r.payments["winner"] + 3 * r.payments["each_loser"] == 0
        main = next(i for i in r.items if i.main)
        assert all((main.points, main.dich) >= (i.points, i.dich) for i in r.items if i.id != "ga")
        assert set(EVENTS) & {i.id for i in r.items} <= set(events)


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(sorted(PROFILES)), st.data())
def test_fast_score_equals_the_brute_force_facts(rng, profile, data):
    """The table-driven facts (shape, waits) equal the brute-force oracle's, and the cached score
    equals the cước counted afresh on those facts."""
    holding, _ = random_ready(rng)
    concealed, exposed = _exposed_from(rng, holding.concealed_faces)
    holding = Holding.from_faces(concealed, exposed)
    prof = PROFILES[profile]
    allowed = sorted(e for e in prof.events if e not in ("thien_u", "chiu_u"))
    events = frozenset(data.draw(st.lists(st.sampled_from(allowed), unique=True, max_size=3)))
    ga = (
        frozenset(
            data.draw(st.lists(st.sampled_from(sorted(set(GA_OPTIONS) - {"chi_bach_thu_2"})), unique=True, max_size=4))
        )
        if prof.has_ga
        else frozenset()
    )
    four_eleven = prof.has_four_eleven and data.draw(st.booleans())
    for face in range(25):
        if holding.held[face] >= 4:
            continue
        result = score(holding, face, events, profile, ga, four_eleven)
        ok, chan = brute_win(concealed, exposed, face)
        assert result.win == ok
        if not ok:
            continue
        cards = Counter(concealed + [face] + [f for g in exposed for f in g])
        facts = WinFacts(
            min(cards[f] for f in TOM),
            min(cards[f] for f in LEO),
            cards[CC],
            sum(cards[f] for f in RED_FACES),
            chan,
            face,
            brute_bach_thu(concealed, exposed, face),
            events,
            any(g[0] == V5 and g.count(V5) == len(g) for g in exposed),
            prof,
        )
        assert win_facts(holding, face, events, prof) == facts
        fresh = win_score.__wrapped__(facts, ga, four_eleven)
        assert (
            result.total,
            result.main,
            result.items,
            result.ga,
            result.payments,
            result.rules,
            result.sentence.en,
        ) == (fresh.total, fresh.main, fresh.items, fresh.ga, fresh.payments, fresh.rules, fresh.sentence.en)


def _exposed_from(rng, cards):
    """Move up to four random chắn, cạ or chíu of the cards to the exposed area."""
    cards = list(cards)
    exposed = []
    for _ in range(rng.randint(0, 4)):
        rng.shuffle(cards)
        for i, a in enumerate(cards):
            quad = [j for j, b in enumerate(cards) if b == a]
            if len(quad) == 4 and rng.random() < 0.5:
                exposed.append((a,) * 4)
                cards = [b for j, b in enumerate(cards) if j not in quad]
                break
            j = next((j for j in range(i + 1, len(cards)) if exposed_kind((a, cards[j]))), None)
            if j is not None:
                exposed.append((a, cards[j]))
                cards = [b for k, b in enumerate(cards) if k not in (i, j)]
                break
    return cards, exposed
