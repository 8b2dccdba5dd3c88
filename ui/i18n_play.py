"""Texts of the guided-play page in English and Vietnamese. `tp(key, lang, **values)`."""

from __future__ import annotations

PLAY_TEXTS: dict[str, tuple[str, str]] = {
    "title": ("Guided play", "Chơi có hướng dẫn"),
    "intro": ("A whole deal against three AI players. At each decision you see every legal option with "
              "its reason, and why the others are not allowed.",
              "Một ván trọn vẹn với ba người máy. Mỗi lượt bạn thấy mọi nước được phép kèm lý do, và vì "
              "sao các nước khác bị cấm."),
    "setup": ("New match", "Ván mới"),
    "seed": ("Seed (same seed, same cards)", "Mã ván (cùng mã, cùng bài)"),
    "ai": ("AI players", "Người máy"),
    "ai_rules": ("rule-based", "theo luật cơ bản"),
    "ai_random": ("random legal moves", "đánh ngẫu nhiên"),
    "mode": ("Mode", "Chế độ"),
    "mode_basic": ("basic: illegal moves are refused", "cơ bản: nước sai bị chặn"),
    "mode_advanced": ("advanced: illegal moves are punished (báo)", "nâng cao: nước sai bị báo"),
    "cardavia_mode": ("cardavia always refuses illegal moves.", "cardavia luôn chặn nước sai."),
    "four_eleven": ("Play 4-11", "Chơi 4-11"),
    "ga_gop": ("Gà góp (a shared pot)", "Gà góp (nuôi gà)"),
    "start": ("Deal the cards", "Chia bài"),
    "pace": ("AI pace", "Tốc độ người máy"),
    "pace_readable": ("readable", "vừa phải"),
    "pace_instant": ("instant", "tức thì"),
    "profile_changed": ("This match uses the {profile} profile; start a new match to switch.",
                        "Ván này dùng bộ luật {profile}; hãy bắt đầu ván mới để đổi."),
    "watch": ("Watch a replay", "Xem lại một ván"),
    "upload": ("Replay file (.json)", "Tệp ván đấu (.json)"),
    "bad_replay": ("This replay cannot be used: {error}", "Không dùng được tệp này: {error}"),
    "step": ("Action", "Nước đi"),
    "stock": ("Stock", "Nọc"),
    "dealer": ("Dealer", "Nhà cái"),
    "deal_no": ("Deal", "Ván"),
    "turn": ("To act", "Đến lượt"),
    "bao": ("báo", "bị báo"),
    "dead": ("dead hand", "chết bài"),
    "in_hand": ("{n} cards in hand", "{n} cây trên tay"),
    "gate": ("at this gate", "ở cửa này"),
    "in_play": ("Card in play", "Cây đang xét"),
    "at_gate": ("at {who}'s gate", "ở cửa {who}"),
    "source_discard": ("discarded by {who}", "{who} đánh ra"),
    "source_return": ("returned by {who} after a chíu (trả cửa)", "{who} trả cửa sau khi chíu"),
    "source_stock": ("turned up by {who} from the stock", "{who} bốc từ nọc"),
    "your_hand": ("Your hand", "Bài của bạn"),
    "your_move": ("Your move", "Lượt của bạn"),
    "ai_thinking": ("{who} is playing…", "{who} đang đánh…"),
    "continue": ("Continue", "Tiếp tục"),
    "log": ("Event log", "Diễn biến ván"),
    "pick_discard": ("Choose a card to discard (only legal discards can be picked):",
                     "Chọn cây để đánh (chỉ chọn được cây hợp lệ):"),
    "not_allowed": ("Not allowed now ({n})", "Không được phép lúc này ({n})"),
    "do_anyway": ("Do it anyway (you will be punished)", "Vẫn đánh (sẽ bị phạt)"),
    "hint": ("Hint", "Gợi ý"),
    "hint_text": ("Hint: {action}. It keeps your chắn and brings you closer to six.",
                  "Gợi ý: {action}. Nước này giữ chắn và đưa bạn gần tới sáu chắn hơn."),
    "draw": ("The stock ran out: a draw, nobody pays.", "Hết nọc: hoà, không ai mất tiền."),
    "winner": ("{who} won on {card}: {total} điểm.", "{who} ù {card}: {total} điểm."),
    "settlement_rules": ("Settlement — {rules}", "Thanh toán — {rules}"),
    "next_deal": ("Next deal", "Ván tiếp"),
    "download": ("Download the replay", "Tải ván đấu"),
    "new_match": ("New match", "Ván mới"),
    "totals_chart": ("Running totals", "Tổng điểm sau mỗi ván"),
    "reading": ("Reading the cards: {rules}", "Cách đọc bài: {rules}"),
}


def tp(key: str, lang: str = "en", **values) -> str:
    en, vi = PLAY_TEXTS[key]
    text = vi if lang == "vi" else en
    return text.format(**values) if values else text
