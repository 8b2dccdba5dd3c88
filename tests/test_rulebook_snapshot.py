"""A few rules exactly as they read before the rulebooks became TOML data (the Rules page shows these texts)."""

import dataclasses

import pytest

from core.chan.rulebook import RULEBOOK as CHAN, RULES as CHAN_RULES, TOPICS as CHAN_TOPICS
from core.common.rulebook import Rule
from core.common.text import Text
from core.sichuan.rulebook import RULE_IDS, RULEBOOK as SICHUAN, RULES as SICHUAN_RULES, TOPICS as SICHUAN_TOPICS

SNAPSHOT = [
    (
        CHAN,
        Rule(
            id="cards.deck",
            topic="cards",
            title=Text("The 100-card deck", "Bộ bài 100 cây"),
            text=Text(
                "Chắn uses 100 of the 120 long cards: ranks 2 to 9 in each of the three suits Vạn, Sách and Văn, "
                "plus Chi chi, with four copies of every face (24 × 4 + 4 = 100). All rank-1 cards, Ông cụ and "
                "Thang thang are left out.",
                "Chắn dùng 100 trong số 120 cây của bộ bài Tổ tôm: các hàng từ nhị đến cửu của ba chữ Vạn, Sách, "
                "Văn cùng quân Chi chi, mỗi quân có bốn cây giống hệt nhau (24 × 4 + 4 = 100). Bỏ ra toàn bộ hàng "
                "nhất, Ông cụ và Thang thang.",
            ),
            profiles=("cardavia", "traditional"),
            sources=("000 §2", "003 §I"),
        ),
    ),
    (
        CHAN,
        Rule(
            id="cuoc.tom",
            topic="cuoc",
            title=Text("Tôm (3v 3s 7n)", "Tôm"),
            text=Text(
                "Tôm: your 20 cards include tam vạn, tam sách and thất văn (3v 3s 7n). 4 điểm, 1 dịch. Document "
                "000 names “Three of Coins” (3n) as the second card, but document 003 and other sources say tam "
                "sách; both profiles use 3s (D3).",
                "Tôm: trong 20 cây có đủ tam vạn, tam sách và thất văn (3v 3s 7n). 4 điểm, 1 dịch. Tài liệu 000 "
                "ghi cây thứ hai là tam văn (3n), nhưng tài liệu 003 và các nguồn khác đều là tam sách; cả hai "
                "kiểu luật đều dùng 3s (D3).",
            ),
            profiles=("cardavia", "traditional"),
            sources=("000 §4", "003 §III.6", "D3"),
        ),
    ),
    (
        CHAN,
        Rule(
            id="call.bach_thu_chi",
            topic="calling",
            title=Text("Calling Bạch thủ chi", "Xướng bạch thủ chi"),
            text=Text(
                "A bạch thủ win on Chi chi must be called “Bạch thủ chi”; calling it plain “Bạch thủ” is a wrong call.",
                "Ù bạch thủ lá Chi chi thì phải xướng “Bạch thủ chi”; xướng “Bạch thủ” là xướng sai.",
            ),
            profiles=("traditional",),
            sources=("003 §III.18",),
        ),
    ),
    (
        SICHUAN,
        Rule(
            id="sc.objective.leave",
            topic="objective",
            title=Text("Winners leave the table", "Ù rồi thì rời bàn"),
            text=Text(
                "A player who wins stops playing for the rest of the deal; the others play on. This is the "
                "'blood battle': one win does not end the deal.",
                "Người đã ù thì ngừng chơi cho đến hết ván; những người còn lại chơi tiếp. Đây là kiểu 'huyết "
                "chiến': một người ù chưa kết thúc ván.",
            ),
            profiles=("sichuan",),
            sources=("002 §1",),
        ),
    ),
    (
        SICHUAN,
        Rule(
            id="sc.decision.tile_choice",
            topic="decisions",
            title=Text("Which copy moves", "Bản nào được đánh"),
            text=Text(
                "Actions name a tile kind; the engine moves the copy of that kind with the lowest physical "
                "number, so replays only need kinds.",
                "Nước đi chỉ ghi loại quân; chương trình di chuyển bản có số hiệu nhỏ nhất của loại đó, nên bản "
                "ghi ván chỉ cần loại quân.",
            ),
            profiles=("sichuan",),
            sources=("project", "002 §3"),
        ),
    ),
]


@pytest.mark.parametrize("book, expected", SNAPSHOT, ids=[rule.id for _, rule in SNAPSHOT])
def test_rule_reads_as_before(book, expected):
    rule = book[expected.id]
    for field in dataclasses.fields(Rule):
        assert getattr(rule, field.name) == getattr(expected, field.name), field.name
    assert rule == expected
    assert rule.title["vi"] == expected.title.vi and rule.text["en"] == expected.text.en


def test_sizes_order_and_topics_as_before():
    assert len(CHAN_RULES) == 110 and len(SICHUAN_RULES) == 73
    assert (CHAN_RULES[0].id, CHAN_RULES[-1].id) == ("cards.deck", "call.thong")
    assert (SICHUAN_RULES[0].id, SICHUAN_RULES[-1].id) == ("sc.objective.leave", "sc.decision.tile_choice")
    assert CHAN_TOPICS[0] == ("cards", Text("Cards", "Bộ bài"))
    assert CHAN_TOPICS[-1] == ("calling", Text("Calling the cước", "Xướng cước"))
    assert SICHUAN_TOPICS[-1] == ("decisions", Text("Project decisions", "Quyết định của dự án"))
    assert RULE_IDS == {rule.id for rule in SICHUAN_RULES} and isinstance(RULE_IDS, frozenset)


def test_the_sichuan_package_exports_its_rulebook():
    from core.sichuan import RULEBOOK as package_rulebook

    assert package_rulebook is SICHUAN
