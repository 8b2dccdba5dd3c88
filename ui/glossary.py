"""The glossary of Chắn terms, in English and Vietnamese, each with the rule that defines it.

Reachable from every page: the sidebar's "Glossary" popover (drawn by ``ui.state.settings_sidebar``)
lists every term; the Rules page shows it whole with an anchor per term (``/rules?term=chan``), and
``term_link`` makes a Markdown link to a term with its definition as the hover text, for any page's
text.
"""

from __future__ import annotations

from html import escape

from core.common.text import Text

from .i18n import t

# id -> (term, English definition, Vietnamese definition, rule id or None)
GLOSSARY: dict[str, tuple[str, Text, str | None]] = {  # term id -> (term, definition, rule id)
    "chan": (
        "Chắn",
        Text(
            "Two identical cards, e.g. 5v 5v. A win needs at least six.",
            "Hai lá giống hệt nhau, ví dụ 5v 5v. Muốn ù phải có ít nhất sáu chắn.",
        ),
        "groups.chan",
    ),
    "ca": (
        "Cạ",
        Text(
            "Two cards of the same rank in different suits, e.g. 4v 4n.",
            "Hai lá cùng hàng khác chất, ví dụ 4v 4n.",
        ),
        "groups.ca",
    ),
    "que": (
        "Què",
        Text(
            "A lone card that pairs with no other card of the hand.",
            "Lá lẻ, không ghép được với lá nào trên tay.",
        ),
        "groups.que",
    ),
    "ba_dau": (
        "Ba đầu",
        Text(
            "Three cards of one rank, one of each suit (7v 7s 7n), none of them paired.",
            "Ba lá cùng hàng, mỗi chất một lá (7v 7s 7n), không lá nào thành đôi.",
        ),
        "groups.ba_dau",
    ),
    "chiu": (
        "Chíu",
        Text(
            "Taking the fourth copy of a card you hold three of, as soon as it is public; all four are laid down.",
            "Lấy lá thứ tư khi đang có ba lá giống hệt, ngay khi lá đó lộ ra; hạ cả bốn lá.",
        ),
        "claim.chiu",
    ),
    "u": (
        "Ù",
        Text(
            "A win: twenty cards in ten pairs, at least six of them chắn.",
            "Thắng ván: hai mươi lá thành mười đôi, ít nhất sáu đôi là chắn.",
        ),
        "win.ten_pairs",
    ),
    "u_rong": (
        "Ù rộng",
        Text(
            "A wide wait: six or more chắn, the rest cạ and one què; every card that pairs the què wins.",
            "Chờ rộng: từ sáu chắn trở lên, còn lại là cạ và một què; lá nào ghép được với què đều ù.",
        ),
        "win.u_rong",
    ),
    "bach_thu": (
        "Bạch thủ",
        Text(
            "A wait with exactly five chắn, four cạ and one lone card: only its twin wins. Also the cước of that win.",
            "Chờ với đúng năm chắn, bốn cạ và một lá lẻ: chỉ lá giống hệt nó mới ù. Cũng là cước của ván ù đó.",
        ),
        "win.bach_thu",
    ),
    "cho_chi_rong": (
        "Chờ chi rộng",
        Text(
            "A lone Chi chi kept beside six or more chắn: it can never win.",
            "Giữ Chi chi lẻ khi đã có từ sáu chắn: không bao giờ ù được.",
        ),
        "win.cho_chi_rong",
    ),
    "chi_chi": (
        "Chi chi",
        Text(
            "The red card outside the three suits (code cc), four copies in the deck.",
            "Lá đỏ ngoài ba chất (mã cc), bộ bài có bốn lá.",
        ),
        "cards.deck",
    ),
    "noc": (
        "Nọc",
        Text(
            "The stock: the face-down pile, 23 cards at the start of a deal, turned up one at a time.",
            "Phần bài úp còn lại, 23 lá lúc bắt đầu ván, lật dần từng lá.",
        ),
        "turn.draw",
    ),
    "cua": (
        "Cửa",
        Text(
            "A player's gate, the place before them where cards are left for them; cửa trên is the "
            "player before you, whose card you may take.",
            "Chỗ trước mặt mỗi người, nơi lá được để lại cho họ; cửa trên là người ngồi trước bạn, bạn được "
            "ăn lá của người đó.",
        ),
        "turn.offered",
    ),
    "chi": (
        "Chì",
        Text(
            "Ù chì: winning on a card at your own gate, normally one you turned up yourself.",
            "Ù chì: ù bằng lá ở cửa mình, thường là lá chính mình lật từ nọc.",
        ),
        "cuoc.chi",
    ),
    "cuoc": (
        "Cước",
        Text(
            "A feature of a win that scores (Tôm, Lèo, Bạch thủ, Chì …), each worth điểm and dịch.",
            "Đặc điểm được tính điểm của ván ù (Tôm, Lèo, Bạch thủ, Chì …), mỗi cước có điểm và dịch.",
        ),
        "score.total",
    ),
    "diem": (
        "Điểm",
        Text(
            "Points: a win pays its main cước's điểm plus the dịch of every other cước.",
            "Điểm của ván ù: điểm của cước chính cộng dịch của mọi cước khác.",
        ),
        "score.total",
    ),
    "dich": (
        "Dịch",
        Text(
            "The smaller value of a cước, added to the total when it is not the main cước.",
            "Giá trị nhỏ của một cước, được cộng vào tổng khi cước đó không phải cước chính.",
        ),
        "score.total",
    ),
    "xuong": (
        "Xướng",
        Text(
            "Calling your cước aloud after a win; under the traditional rules a wrong call costs.",
            "Đọc to các cước của mình sau khi ù; theo luật truyền thống xướng sai thì bị phạt.",
        ),
        "bao.wrong_call",
    ),
    "bao": (
        "Báo",
        Text(
            "A player caught in a B, C or D error: from then on they only draw and pass, and pay for "
            "the village if someone wins.",
            "Người phạm lỗi nhóm B, C hoặc D: từ đó chỉ bốc và bỏ qua, và phải đền làng nếu có người ù.",
        ),
        "bao.bao",
    ),
    "den_lang": (
        "Đền làng",
        Text(
            "Paying the winner on behalf of the whole village (every other player).",
            "Trả tiền cho người ù thay cho cả làng (mọi người chơi khác).",
        ),
        "bao.bao",
    ),
    "ga": (
        "Gà",
        Text(
            "Optional bonus: some cước earn a gà, each worth 5 điểm more.",
            "Tuỳ chọn: một số cước được tính gà, mỗi gà thêm 5 điểm.",
        ),
        "score.ga",
    ),
    "four_eleven": (
        "4-11",
        Text(
            "Optional rule: a win must be worth at least 4 điểm, or the winner pays each player 11.",
            "Luật tuỳ chọn: ù phải từ 4 điểm trở lên, nếu không người ù trả mỗi nhà 11.",
        ),
        "option.four_eleven",
    ),
    "cai": (
        "Cái",
        Text(
            "The dealer: holds the 20th card and discards first.",
            "Nhà cái: cầm lá thứ 20 và đánh trước.",
        ),
        "setup.dealer",
    ),
    "xe_chan": (
        "Xé chắn",
        Text(
            "Breaking a chắn: discarding, or capturing with, one card of an identical pair.",
            "Tách một chắn: đánh ra hoặc dùng một lá của đôi giống hệt để ăn.",
        ),
        "capture.no_break_chan",
    ),
    "thien_u": (
        "Thiên ù",
        Text(
            "The dealer's twenty dealt cards already win, before any play.",
            "Hai mươi lá chia cho nhà cái đã ù sẵn, trước khi đánh.",
        ),
        "win.thien_u",
    ),
}


def term_definition(term_id: str, lang: str) -> str:
    _, definition, _ = GLOSSARY[term_id]
    return definition[lang]


def term_link(term_id: str, lang: str, text: str | None = None) -> str:
    """A Markdown link to the term in the Rules page's glossary, its definition as the hover text."""
    term, *_ = GLOSSARY[term_id]
    hover = term_definition(term_id, lang).replace('"', "'")
    return f'[{text or term}](/rules?term={term_id}&lang={lang} "{hover}")'


def glossary_html(lang: str, highlight: str | None = None) -> str:
    """The whole glossary as a definition list, an anchor per term."""
    from .rules_view import rule_title

    rows = []
    for term_id, (term, definition, rule) in GLOSSARY.items():
        mark = (
            " style='background:#fff7f5;border-left:3px solid #c0392b;padding-left:6px'" if term_id == highlight else ""
        )
        see = (
            (
                f" <small>({t('app.glossary_see', lang)} <a href='/rules?rule={rule}&lang={lang}' target='_self'>"
                f"{escape(rule_title(rule, lang))}</a>)</small>"
            )
            if rule
            else ""
        )
        rows.append(
            f"<dt id='term-{term_id}'{mark}><b>{escape(term)}</b></dt>"
            f"<dd style='margin:0 0 .5rem 1rem'>{escape(definition[lang])}{see}</dd>"
        )
    return f"<dl class='glossary'>{''.join(rows)}</dl>"
